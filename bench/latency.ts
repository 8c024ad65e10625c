/** Throughput and latency of GETs to `urls` (taken in turn), `concurrency` at a time: one line. */
export async function latency(
  url: string | string[],
  headers: Record<string, string>,
  total = 2000,
  concurrency = 8,
): Promise<string> {
  const urls = Array.isArray(url) ? url : [url];
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const target = urls[next++ % urls.length];
        const t0 = performance.now();
        const res = await fetch(target, { headers });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(2);
  return `${(times.length / seconds).toFixed(0)} req/s, p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms (${times.length} requests, ${concurrency} at once)`;
}
