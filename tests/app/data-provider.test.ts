import { describe, expect, it, vi } from "vitest";
import { createHttpClient } from "../../src/app/http/client.js";
import { createDataProvider, filtersToParams } from "../../src/app/providers/data-provider.js";
import { reply, shippedBoot } from "../engine/support/boot.js";

const { app, errors } = shippedBoot();

/** A data provider over the real http client, with a fetch that answers `data` and records calls. */
function setup(data: unknown = { list: [{ id: 1 }], total: 1 }, code = 200, status = 200) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply(data, code, status));
  const notify = vi.fn();
  const onForbidden = vi.fn();
  const http = createHttpClient({
    app,
    errors,
    getToken: () => "tok",
    setToken: () => {},
    onUnauthorized: () => {},
    onForbidden,
    notify,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const url = (i = 0) => decodeURIComponent(String(fetch.mock.calls[i][0]));
  return { provider: createDataProvider(http, "/api"), fetch, notify, onForbidden, url };
}

describe("data provider", () => {
  it("asks for a page with filters and sort in the list API's words", async () => {
    const { provider, url } = setup({ list: [{ id: 1 }], total: 41 });
    const answer = await provider.getList({
      resource: "campus",
      pagination: { currentPage: 3, pageSize: 20 },
      sorters: [{ field: "name", order: "desc" }],
      filters: [
        { field: "city", operator: "contains", value: "北京" },
        { field: "status", operator: "in", value: [1, 2] },
        { field: "opened_on", operator: "between", value: ["2024-01-01", ""] },
        { field: "remark", operator: "eq", value: "" },
      ],
    });
    expect(answer).toEqual({ data: [{ id: 1 }], total: 41, totalExact: true });
    expect(url()).toBe(
      "/api/v1/resources/campus?city=北京&status[]=1&status[]=2&opened_on[]=2024-01-01&opened_on[]=&pageNo=3&pageSize=20&prop=name&order=descending",
    );
  });

  it("fetches several rows by id through the list (a select's current values)", async () => {
    const { provider, url } = setup({ list: [{ id: 4 }, { id: 9 }], total: 2 });
    await expect(provider.getMany!({ resource: "category", ids: [4, 9] })).resolves.toEqual({
      data: [{ id: 4 }, { id: 9 }],
    });
    expect(url()).toBe("/api/v1/resources/category?ids[]=4&ids[]=9&pageNo=1&pageSize=2");
  });

  it("writes silently: the form or Refine's notification says what went wrong, once", async () => {
    const { provider, notify } = setup({ errors: { name: "名称已存在" } }, 10001, 400);
    const failure = provider.create({ resource: "campus", variables: { name: "x" } });
    await expect(failure).rejects.toMatchObject({ statusCode: 400, errors: { name: "名称已存在" } });
    await expect(provider.deleteOne({ resource: "campus", id: 1 })).rejects.toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it("reads a select's options silently when asked: a refused list neither toasts nor leaves the page", async () => {
    const { provider, notify, onForbidden } = setup(null, 403, 403);
    const meta = { silent: true };
    await expect(provider.getList({ resource: "campus", meta })).rejects.toMatchObject({ statusCode: 403 });
    await expect(provider.getMany!({ resource: "campus", ids: [1], meta })).rejects.toMatchObject({ statusCode: 403 });
    expect(onForbidden).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    // Without it a list is a page's own data: a 403 there is the page's.
    await expect(provider.getList({ resource: "campus" })).rejects.toMatchObject({ statusCode: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
  });

  it("deletes several rows with ids[]", async () => {
    const { provider, fetch, url } = setup({ deleted: 2 });
    await provider.deleteMany!({ resource: "campus", ids: [1, 2] });
    expect(fetch.mock.calls[0][1]?.method).toBe("DELETE");
    expect(url()).toBe("/api/v1/resources/campus?ids[]=1&ids[]=2");
  });
});

describe("filtersToParams", () => {
  it("leaves out empty filters and ranges open at both ends, and groups it cannot send", () => {
    expect(
      filtersToParams([
        { field: "a", operator: "between", value: ["", null] },
        { field: "b", operator: "between", value: [null, 5] },
        { field: "c", operator: "eq", value: undefined },
        { operator: "or", value: [{ field: "d", operator: "eq", value: 1 }] },
      ]),
    ).toEqual({ b: ["", 5] });
  });
});
