import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { resourceApp, type ResourceApp } from "../helpers/resources-fixture.js";
import { imageKind } from "../../mock-server/plugins/image-type.js";
import { multipart, pngOf } from "../helpers/multipart.js";

const PNG = pngOf();

let t: ResourceApp;
let nobody: string;
beforeAll(async () => {
  t = await resourceApp();
  await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username: "visitor2", password: "secret123" },
  });
  nobody = await t.login("visitor2", "secret123");
});
afterAll(() => t.close());

const upload = (filename: string, content: Buffer, token = t.admin, field = "file") => {
  const { payload, headers } = multipart(filename, content, field);
  return t.app.inject({ method: "POST", url: "/api/v1/files", payload, headers: { ...headers, code: token } });
};
const stored = () => readdirSync(join(t.dataDir, "uploads"));

describe("POST /api/v1/files", () => {
  it("stores an image under a generated name and serves it to anyone at its URL", async () => {
    const res = await upload("校园照片.png", PNG);
    expect(res.statusCode, res.body).toBe(200);
    const { url, name } = body<{ url: string; name: string }>(res).data;
    expect(name).toBe("校园照片.png");
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("judges by content: a text file named .png is refused", async () => {
    const before = stored().length;
    const res = await upload("evil.png", Buffer.from("<script>alert(1)</script>"));
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: 10001, data: { errors: { file: "只能上传 JPG、PNG、GIF 或 WebP 图片" } } });
    expect(stored()).toHaveLength(before);
  });

  it("refuses a file over 5 MB with 413 and a clear message", async () => {
    const res = await upload("big.png", Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ code: 413, data: { errors: { file: "图片不能超过5MB" } } });
    // The specific text alone: the client adds the catalogue's 上传的文件过大 in front, once.
    expect(body(res).message).toBe("图片不能超过5MB");
  });

  it("never lets the client's name choose where the file goes", async () => {
    const res = await upload("../../omo.db.png", PNG);
    const { url, name } = body<{ url: string; name: string }>(res).data;
    expect(name).toBe("omo.db.png");
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(readFileSync(join(t.dataDir, url)).equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/uploads/../omo.db" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/uploads/%2e%2e%2fomo.db" })).statusCode).toBe(404);
  });

  it("wants a multipart part named file", async () => {
    const json = await t.call("POST", "/api/v1/files", { file: "x" });
    expect(body(json)).toMatchObject({ code: 10001, data: { errors: { file: "请选择要上传的图片" } } });
    const wrongPart = await upload("a.png", PNG, t.admin, "avatar");
    expect(body(wrongPart).data).toEqual({ errors: { file: "请选择要上传的图片" } });
  });

  it("needs WRITE: the editor may upload, a user without a role may not", async () => {
    expect((await upload("e.png", PNG, t.editor)).statusCode).toBe(200);
    const denied = await upload("n.png", PNG, nobody);
    expect([denied.statusCode, body(denied).code]).toEqual([403, 403]);
  });
});

describe("a file sent where no route takes one", () => {
  it("is refused as a format the route does not take, and writes nothing", async () => {
    const { payload, headers } = multipart("a.png", PNG, "name");
    const before = await t.app.inject({ method: "GET", url: "/api/v1/resources/device", headers: { code: t.admin } });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/resources/device",
      payload,
      headers: { ...headers, code: t.admin },
    });
    expect(res.statusCode).toBe(415);
    expect(body(res)).toMatchObject({ code: 10001, data: { errors: { body: "不支持的请求格式" } } });
    const after = await t.app.inject({ method: "GET", url: "/api/v1/resources/device", headers: { code: t.admin } });
    expect(body(after).data).toEqual(body(before).data);
  });
});

describe("imageKind", () => {
  it("recognises JPEG, PNG, GIF and WebP by their first bytes, and nothing else", () => {
    expect(imageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("jpg");
    expect(imageKind(PNG)).toBe("png");
    expect(imageKind(Buffer.from("GIF89a......"))).toBe("gif");
    expect(imageKind(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("webp");
    expect(imageKind(Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt ", "latin1"))).toBeUndefined();
    expect(imageKind(Buffer.from("%PDF-1.7"))).toBeUndefined();
    expect(imageKind(Buffer.alloc(0))).toBeUndefined();
  });
});
