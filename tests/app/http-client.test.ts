import { describe, expect, it, vi } from "vitest";
import { createHttpClient, type HttpDeps } from "../../src/app/http/client.js";
import { HttpError } from "../../src/app/http/http-error.js";
import { reply, shippedBootConfig } from "../helpers/boot-config.js";

const { app, errors } = shippedBootConfig();

function setup(responses: (Response | Error)[], token: string | null = "t1") {
  const queue = [...responses];
  const fetch = vi.fn(async () => {
    const next = queue.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  });
  const state = { token };
  const deps = {
    app,
    errors,
    getToken: () => state.token,
    setToken: vi.fn((t: string) => void (state.token = t)),
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    notify: vi.fn(),
    onLoading: vi.fn(),
    fetch: fetch as unknown as typeof globalThis.fetch,
  } satisfies HttpDeps;
  return { http: createHttpClient(deps), deps, fetch };
}

describe("http client (spec §8)", () => {
  it.each([200, 0, "200", "0"])("unwraps data for success code %s", async (code) => {
    const { http } = setup([reply({ ok: 1 }, code)]);
    await expect(http("/x")).resolves.toEqual({ ok: 1 });
  });

  it("sends the token in the configured header under the API base", async () => {
    const { http, fetch } = setup([reply(null)]);
    await http("/get_user_by_token");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/get_user_by_token");
    expect((init.headers as Record<string, string>).code).toBe("t1");
  });

  it("sends arrays in the query as ids[]=…, and form-encoded bodies when asked", async () => {
    const { http, fetch } = setup([reply(null), reply(null)]);
    await http("/v1/del_handout", { params: { ids: [1, 2], empty: "" } });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe("/api/v1/del_handout?ids%5B%5D=1&ids%5B%5D=2");
    await http("/login", { method: "POST", data: { username: "a b", password: "x&y" }, form: true });
    const init = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(init.body).toBe("username=a+b&password=x%26y");
  });

  it.each([
    [401, 401],
    [11000, 200],
  ])("resets the session on code %i without a toast", async (code, status) => {
    const { http, deps } = setup([reply(null, code, status)]);
    await expect(http("/x")).rejects.toBeInstanceOf(HttpError);
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it("stores the fresh token of a 402 and replays the request once with it", async () => {
    const { http, deps, fetch } = setup([reply({ token: "t2" }, 402, 402), reply({ me: "admin" })]);
    await expect(http("/get_user_by_token")).resolves.toEqual({ me: "admin" });
    expect(deps.setToken).toHaveBeenCalledWith("t2");
    expect(fetch).toHaveBeenCalledTimes(2);
    const replay = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect((replay.headers as Record<string, string>).code).toBe("t2");
  });

  it("does not replay a second 402 in a row", async () => {
    const { http, fetch } = setup([reply({ token: "t2" }, 402, 402), reply({ token: "t3" }, 402, 402)]);
    await expect(http("/x")).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("goes to /403 on 403", async () => {
    const { http, deps } = setup([reply(null, 403, 403)]);
    await expect(http("/x")).rejects.toMatchObject({ statusCode: 403 });
    expect(deps.onForbidden).toHaveBeenCalledOnce();
  });

  it("rejects 10001 with the field map, for forms", async () => {
    const { http } = setup([reply({ errors: { password: "密码不能少于6位" } }, 10001, 400, "参数错误")]);
    await expect(http("/register", { method: "POST", data: {}, silent: true })).rejects.toMatchObject({
      statusCode: 400,
      code: 10001,
      errors: { password: "密码不能少于6位" },
    });
  });

  it("toasts the catalogue text first, then the server message, then the HTTP status text", async () => {
    const { http, deps } = setup([
      reply(null, 11008, 400, "server says"),
      reply(null, 99999, 400, "server says"),
      new Response("<html>bad gateway</html>", { status: 502 }),
    ]);
    await expect(http("/a")).rejects.toThrow("用户名或密码错误：server says");
    await expect(http("/b")).rejects.toThrow("server says");
    await expect(http("/c")).rejects.toThrow(errors.http["502"]);
    expect(deps.notify.mock.calls.map((c: unknown[]) => c[0])).toEqual([
      "用户名或密码错误：server says",
      "server says",
      errors.http["502"],
    ]);
  });

  it("puts the catalogue text once in front of an upload's specific text", async () => {
    const { http } = setup([reply({ errors: { file: "图片不能超过5MB" } }, 413, 413, "图片不能超过5MB")]);
    await expect(http("/v1/files", { method: "POST", silent: true })).rejects.toThrow(
      /^上传的文件过大：图片不能超过5MB$/,
    );
  });

  it("says the catalogue text alone when the server repeats it", async () => {
    const { http } = setup([reply(null, 11008, 400, "用户名或密码错误")]);
    await expect(http("/a")).rejects.toThrow(/^用户名或密码错误$/);
  });

  it("stays on the page for a silent 403: the form that sent it shows the message", async () => {
    const { http, deps } = setup([reply(null, 403, 403, "无权操作")]);
    await expect(http("/x", { method: "POST", data: {}, silent: true })).rejects.toMatchObject({ statusCode: 403 });
    expect(deps.onForbidden).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it("says the network message when nothing answers", async () => {
    const { http, deps } = setup([new TypeError("Failed to fetch")]);
    await expect(http("/x")).rejects.toMatchObject({ statusCode: 0 });
    expect(deps.notify).toHaveBeenCalledWith(errors.client.network);
  });

  it("gives up after the configured timeout with the timeout message", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal!.addEventListener("abort", () => reject(new Error("aborted"))),
          ),
      );
      const notify = vi.fn();
      const http = createHttpClient({
        app,
        errors,
        getToken: () => null,
        setToken: () => {},
        onUnauthorized: () => {},
        onForbidden: () => {},
        notify,
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      const pending = http("/slow");
      const check = expect(pending).rejects.toThrow(errors.client.timeout);
      await vi.advanceTimersByTimeAsync(app.timeout + 1);
      await check;
      expect(notify).toHaveBeenCalledWith(errors.client.timeout);
    } finally {
      vi.useRealTimers();
    }
  });

  describe("responseType blob (a file, not an envelope)", () => {
    // Blob.text() drops a leading BOM; the file must keep it (Excel reads UTF-8 by it).
    const text = async (blob: Blob) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await blob.arrayBuffer());
    const csv = () =>
      new Response("\uFEFFID\n1", {
        headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": "attachment; filename=a.csv" },
      });

    it("resolves the body and headers of a 2xx file answer", async () => {
      const { http } = setup([csv()]);
      const answer = await http("/v1/resources/lesson/export", { responseType: "blob" });
      expect(await text(answer.blob)).toBe("\uFEFFID\n1");
      expect(answer.headers.get("content-disposition")).toBe("attachment; filename=a.csv");
    });

    it("stores the fresh token of a 402 and replays once, then resolves the file", async () => {
      const { http, deps, fetch } = setup([reply({ token: "t2" }, 402, 402), csv()]);
      const answer = await http("/v1/resources/lesson/export", { responseType: "blob" });
      expect(await text(answer.blob)).toBe("\uFEFFID\n1");
      expect(deps.setToken).toHaveBeenCalledWith("t2");
      expect(fetch).toHaveBeenCalledTimes(2);
      const replay = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1];
      expect((replay.headers as Record<string, string>).code).toBe("t2");
    });

    it("rejects a JSON error body with its message, and resets the session on 401", async () => {
      const { http, deps } = setup([reply(null, 11008, 400, "server says"), reply(null, 401, 401)]);
      await expect(http("/export", { responseType: "blob" })).rejects.toThrow("用户名或密码错误：server says");
      expect(deps.notify).toHaveBeenCalledWith("用户名或密码错误：server says");
      await expect(http("/export", { responseType: "blob" })).rejects.toMatchObject({ statusCode: 401 });
      expect(deps.onUnauthorized).toHaveBeenCalledOnce();
    });
  });

  it("shows the loading overlay only for doEdit requests", async () => {
    const { http, deps } = setup([reply(null), reply(null)]);
    await http("/v1/doEdit");
    await http("/v1/list");
    expect(deps.onLoading.mock.calls).toEqual([[1], [-1]]);
  });
});
