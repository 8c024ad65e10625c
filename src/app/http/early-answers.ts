import type { HttpClient, RequestOptions } from "./client.js";
import { toQueryString } from "./query-string.js";

/** An answer asked for early is served only this soon after: later, the page asks afresh. */
const FRESH_MS = 10_000;

interface Early {
  answer: Promise<unknown>;
  at: number;
}

/** A plain read: no body, no file, no upload; only such a request can be asked for early. */
const plainGet = (options: RequestOptions) =>
  (options.method ?? "GET") === "GET" &&
  options.data === undefined &&
  (options.responseType ?? "json") === "json" &&
  !options.onUploadProgress;

/**
 * Requests started before the page that needs them has rendered (the first screen: a list page's config and
 * first rows, while the shell's code still loads), each served once to the first identical GET of the page,
 * so it waits for that answer instead of asking again. An early request is silent: when it fails, the page
 * asks again with its own options, and says the failure as it would have.
 */
export function withEarlyAnswers(http: HttpClient, apiBase: string, now: () => number = Date.now) {
  const early = new Map<string, Early>();
  const keyOf = (url: string, options: RequestOptions) =>
    (url.startsWith(apiBase) ? url.slice(apiBase.length) : url) + toQueryString(options.params);

  const served = (<T>(url: string, options: RequestOptions = {}) => {
    if (plainGet(options)) {
      const key = keyOf(url, options);
      const hit = early.get(key);
      if (hit) {
        early.delete(key);
        if (now() - hit.at <= FRESH_MS) return (hit.answer as Promise<T>).catch(() => http<T>(url, options));
      }
    }
    return http<T>(url, options);
  }) as HttpClient;

  return {
    http: served,
    /** Starts a GET now, for the page to take; answers it too, for a caller that builds on it. */
    ask<T>(url: string, options: RequestOptions = {}): Promise<T> {
      const answer = http<T>(url, { ...options, silent: true });
      // Nobody may ever take it (the visitor leaves first): its failure is not an unhandled rejection.
      answer.catch(() => {});
      early.set(keyOf(url, options), { answer, at: now() });
      return answer;
    },
    /** Forgets every early answer: they were asked with a session that has ended. */
    clear() {
      early.clear();
    },
  };
}

export type EarlyAnswers = ReturnType<typeof withEarlyAnswers>;
