import { describe, expect, it, vi } from "vitest";
import type { HttpClient } from "../../../src/app/http/client.js";
import { previewHttp } from "../../../src/modules/designer/preview/preview-http.js";

describe("previewHttp", () => {
  const real = vi.fn(async (url: string) =>
    url === "/v1/resources/bad" ? Promise.reject(new Error("400")) : { list: [1], total: 1 },
  );
  const http = previewHttp(real as unknown as HttpClient, (name) => name !== "fresh");

  it("writes nothing: every write is refused before it leaves", async () => {
    for (const method of ["POST", "PUT", "DELETE"] as const)
      await expect(http("/v1/resources/room", { method, data: {} })).rejects.toThrow("预览中不会保存");
    expect(real).not.toHaveBeenCalled();
  });

  it("reads real rows silently; a resource not saved yet, or a refused list, is empty", async () => {
    expect(await http("/v1/resources/room", { params: { pageNo: 1 } })).toEqual({ list: [1], total: 1 });
    expect(real).toHaveBeenLastCalledWith("/v1/resources/room", { params: { pageNo: 1 }, silent: true });
    expect(await http("/v1/resources/fresh")).toEqual({ list: [], total: 0 });
    expect(await http("/v1/resources/bad")).toEqual({ list: [], total: 0 });
  });
});
