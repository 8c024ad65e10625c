/** The part of autocannon's programmatic API the comparison uses (the package ships no types). */
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
  }
  interface Result {
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    latency: { p50: number; p99: number; average: number };
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
