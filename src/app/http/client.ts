import type { AppConfig } from "../../types/generated/app.js";
import type { ErrorCatalogue } from "../../types/generated/errors.js";
import { HttpError } from "./http-error.js";
import { getLocale } from "../../common/i18n.js";
import { toFormBody, toQueryString } from "./query-string.js";
import { xhrFetch } from "./xhr-fetch.js";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  params?: Record<string, unknown>;
  data?: unknown;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
  /** Do not toast the failure (a form shows it on its fields instead). */
  silent?: boolean;
  headers?: Record<string, string>;
  /**
   * "blob": the answer is a file (a CSV export), resolved as `{ blob, headers }` on a 2xx that is
   * not JSON. A JSON answer is still read as the envelope, so 402/401/403 and error messages work.
   * "envelope": a success resolves as the whole envelope, for an answer whose `message` is meant for
   * the user (a custom action's 已生成10个激活码); failures are handled as usual.
   */
  responseType?: "json" | "blob" | "envelope";
  /** Milliseconds before giving up, instead of app.json's `timeout` (an import reads 50 000 rows). */
  timeout?: number;
  /** Progress of the body as it is sent (an upload); the request then goes through XMLHttpRequest. */
  onUploadProgress?(loaded: number, total: number): void;
}

/** A file answer of a `responseType: "blob"` request. */
export interface RawAnswer {
  blob: Blob;
  headers: Headers;
}

/** What the client needs from the rest of the app; injected so it can be tested alone. */
export interface HttpDeps {
  app: Pick<AppConfig, "apiBase" | "tokenHeader" | "successCodes" | "timeout">;
  errors: ErrorCatalogue;
  getToken(): string | null;
  setToken(token: string): void;
  /** 401 / 11000: the session is gone; `message` says why (the catalogue's 登录已失效，请重新登录). */
  onUnauthorized(message: string): void;
  /** 403: signed in, but not allowed. */
  onForbidden(): void;
  notify(message: string): void;
  /** Loading overlay for `doEdit` requests: +1 when one starts, -1 when it ends. */
  onLoading?(delta: 1 | -1): void;
  /** Every failed request but an expired session, for the error log. */
  onFailure?(error: HttpError, url: string): void;
  fetch?: typeof fetch;
}

interface Envelope {
  code?: number | string;
  message?: string;
  data?: unknown;
}

export interface HttpClient {
  (url: string, options: RequestOptions & { responseType: "blob" }): Promise<RawAnswer>;
  <T = unknown>(url: string, options?: RequestOptions): Promise<T>;
}

/**
 * The one way the browser calls the server (spec §8): success codes unwrap `data`; 401/11000
 * reset the session; 402 stores the fresh token and replays once; 403 goes to /403 (unless silent);
 * anything else toasts the catalogue's text (with the server's own words when they add something),
 * else the server's message, else the HTTP status text. With `responseType: "blob"` a file answer
 * resolves as it came, and every failure above is handled the same way.
 */
export function createHttpClient(deps: HttpDeps): HttpClient {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const isSuccess = (code: unknown) => deps.app.successCodes.some((c) => String(c) === String(code));
  /**
   * The catalogue's text first (spec §8); when the server said something more specific for that
   * code (`该分类已被校区引用，无法删除` under 13105), it follows, so the user learns why.
   */
  const text = (code: unknown, status: number, serverMessage?: string) => {
    const known = deps.errors.codes[String(code)];
    const colon = getLocale() === "en-US" ? ": " : "：";
    if (known) return serverMessage && serverMessage !== known ? `${known}${colon}${serverMessage}` : known;
    return serverMessage || deps.errors.http[String(status)] || `HTTP ${status}`;
  };

  async function send<T>(url: string, options: RequestOptions, replayed: boolean): Promise<T> {
    const fullUrl =
      (url.startsWith(deps.app.apiBase) ? url : `${deps.app.apiBase}${url}`) + toQueryString(options.params);
    // The server answers its messages in the language the user chose (not the browser's own).
    const headers: Record<string, string> = { "accept-language": getLocale(), ...options.headers };
    const token = deps.getToken();
    if (token) headers[deps.app.tokenHeader] = token;
    let body: BodyInit | undefined;
    if (options.data !== undefined) {
      if (options.data instanceof FormData) body = options.data;
      else if (options.form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = toFormBody(options.data as Record<string, unknown>);
      } else {
        headers["content-type"] = "application/json";
        body = JSON.stringify(options.data);
      }
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeout ?? deps.app.timeout);
    // A fetch handed in (tests) is used as it is: it has no upload progress to report.
    const sender = options.onUploadProgress && !deps.fetch ? xhrFetch(options.onUploadProgress) : doFetch;
    const overlay = url.includes("doEdit");
    if (overlay) deps.onLoading?.(1);
    let res: Response;
    try {
      res = await sender(fullUrl, { method: options.method ?? "GET", headers, body, signal: controller.signal });
    } catch (err) {
      const timedOut = controller.signal.aborted;
      const message = timedOut ? deps.errors.client.timeout : deps.errors.client.network;
      if (!options.silent) deps.notify(message);
      const failure = new HttpError(message, 0, null, undefined, err);
      deps.onFailure?.(failure, fullUrl);
      throw failure;
    } finally {
      clearTimeout(timer);
      if (overlay) deps.onLoading?.(-1);
    }

    const json = (res.headers.get("content-type") ?? "").includes("json");
    if (options.responseType === "blob" && res.ok && !json) {
      return { blob: await res.blob(), headers: res.headers } satisfies RawAnswer as T;
    }
    // A file request that got a JSON success keeps its raw body too; only failures need the envelope.
    const raw = options.responseType === "blob" ? res.clone() : null;
    let envelope: Envelope = {};
    try {
      envelope = (await res.json()) as Envelope;
    } catch {
      envelope = {};
    }
    const code = envelope.code ?? res.status;
    if (res.ok && isSuccess(code)) {
      if (options.responseType === "envelope") return envelope as T;
      return raw ? ({ blob: await raw.blob(), headers: res.headers } satisfies RawAnswer as T) : (envelope.data as T);
    }

    const data = envelope.data as { token?: string; errors?: Record<string, string> } | null | undefined;
    if (String(code) === "402" && data?.token && !replayed) {
      deps.setToken(data.token);
      return send<T>(url, options, true);
    }
    const message = text(code, res.status, envelope.message);
    const failure = new HttpError(message, res.status, code, data?.errors, envelope.data);
    if (String(code) === "401" || String(code) === "11000" || res.status === 401) {
      deps.onUnauthorized(message);
      throw failure;
    }
    deps.onFailure?.(failure, fullUrl);
    if (String(code) === "403" || res.status === 403) {
      // A refused save stays on its form (which shows the message); a refused page goes to /403.
      if (!options.silent) deps.onForbidden();
    } else if (!options.silent) {
      deps.notify(message);
    }
    throw failure;
  }

  return (<T>(url: string, options: RequestOptions = {}) => send<T>(url, options, false)) as HttpClient;
}
