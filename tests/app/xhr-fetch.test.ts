import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttpClient } from "../../src/app/http/client.js";
import { shippedBootConfig } from "../helpers/boot-config.js";

/** A stand-in XMLHttpRequest: records what is sent, reports the body's progress, answers an envelope. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 200;
  response: ArrayBuffer | null = null;
  responseType = "";
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return "content-type: application/json\r\n";
  }
  abort() {}
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
    this.response = new TextEncoder().encode(JSON.stringify({ code: 200, message: "", data: { total: 3 } })).buffer;
    queueMicrotask(() => this.onload?.());
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("uploads with progress", () => {
  it("go through XMLHttpRequest with the token, report the bytes sent and unwrap the envelope", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const { app, errors } = shippedBootConfig();
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const http = createHttpClient({
      app,
      errors,
      getToken: () => "t1",
      setToken: () => {},
      onUnauthorized: () => {},
      onForbidden: () => {},
      notify: () => {},
    });
    const progress: number[] = [];
    const data = new FormData();
    data.append("file", new Blob(["a,b"]), "x.csv");
    const answer = await http("/v1/resources/student/import/check", {
      method: "POST",
      data,
      onUploadProgress: (loaded, total) => progress.push(loaded / total),
    });
    expect(answer).toEqual({ total: 3 });
    expect(progress).toEqual([0.5, 1]);
    const [xhr] = FakeXhr.sent;
    expect([xhr.method, xhr.url, xhr.headers[app.tokenHeader], xhr.body]).toEqual([
      "POST",
      `${app.apiBase}/v1/resources/student/import/check`,
      "t1",
      data,
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
