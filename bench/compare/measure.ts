import autocannon from "autocannon";
import type { Scenario } from "./scenarios.js";
import type { Target } from "./targets.js";

/** One timed run of one scenario on one target. */
export interface Run {
  /** Answers with a 2xx status per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Requests that failed, timed out or had another status. */
  failed: number;
}

export interface Load {
  seconds: number;
  connections: number;
  /** A request unanswered after this long counts as failed. */
  timeoutSeconds: number;
}

/** Waits until `target` has answered what is still in flight (json-server works through its queue alone). */
export async function idle(target: Target): Promise<void> {
  const res = await fetch(target.idleUrl, { headers: target.headers, signal: AbortSignal.timeout(120_000) });
  await res.arrayBuffer();
}

/** `connections` clients with keep-alive, each sending its next request as soon as the last is answered. */
export async function measure(target: Target, scenario: Scenario, load: Load): Promise<Run> {
  const result = await autocannon({
    url: target.url(scenario),
    headers: target.headers,
    connections: load.connections,
    duration: load.seconds,
    timeout: load.timeoutSeconds,
  });
  await idle(target);
  return {
    rps: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

/** One request alone: its time, and the ids and total it answered (every target must answer the same). */
export async function probe(
  target: Target,
  scenario: Scenario,
  limitMs: number,
): Promise<{ ms: number; ids: number[]; total: number; capped?: boolean } | { ms: number; error: string }> {
  const t0 = performance.now();
  try {
    const res = await fetch(target.url(scenario), { headers: target.headers, signal: AbortSignal.timeout(limitMs) });
    if (!res.ok)
      return { ms: performance.now() - t0, error: `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}` };
    const read = await target.read(res);
    return { ms: performance.now() - t0, ...read };
  } catch (err) {
    const ms = performance.now() - t0;
    // The request is still being worked on: wait for it so it does not weigh on the next target.
    await idle(target).catch(() => undefined);
    return { ms, error: ms >= limitMs ? `no answer within ${limitMs / 1000} s` : String(err) };
  }
}
