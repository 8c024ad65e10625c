/**
 * A `fetch` over XMLHttpRequest, for uploads whose progress a page shows (fetch reports none): the
 * request's body as it is sent, `onProgress(loaded, total)`, then a `Response` like fetch's.
 */
export function xhrFetch(onProgress: (loaded: number, total: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? "GET", String(input));
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.responseType = "arraybuffer";
      xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(":");
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        // A 204 or 304 may carry no body at all, not even an empty one.
        const body = [204, 205, 304].includes(xhr.status) ? null : (xhr.response as ArrayBuffer);
        resolve(new Response(body, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError("network error"));
      xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
      init.signal?.addEventListener("abort", () => xhr.abort());
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
