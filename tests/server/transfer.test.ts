import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { precompressDir } from "../../scripts/precompress.js";
import { compressibleType } from "../../mock-server/plugins/compress.js";
import type { NoteRow } from "../../modules/handouts/common/handouts.js";

/**
 * Issue 18, item 4: the UI's files leave as the build's brotli or gzip twin, cached for a year when
 * their name is a hash and revalidated otherwise; API answers over 1 KB are compressed on the fly.
 */
let t: TestApp;
let ui: string;
let admin: string;
/** A script of the build: a few KB that compress well. */
const script = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(",")}];\n`;
const html = `<!doctype html><html lang="zh-CN"><head><link rel="icon" href="data:," /><title>OMO</title><script type="module" src="/assets/app-0a1b2c3d.js"></script></head><body><div id="root"></div><!-- ${"padding ".repeat(150)}--></body></html>`;
/** The page as the shipped app serves it: its title and icon (config/app.json). */
const page = html
  .replace("<title>OMO</title>", "<title>OMO Admin</title>")
  .replace('<link rel="icon" href="data:," />', '<link rel="icon" type="image/svg+xml" href="/api/app/favicon" />');

beforeAll(async () => {
  ui = mkdtempSync(join(tmpdir(), "omo-ui-"));
  mkdirSync(join(ui, "assets"));
  writeFileSync(join(ui, "index.html"), html);
  writeFileSync(join(ui, "assets", "app-0a1b2c3d.js"), script);
  writeFileSync(join(ui, "assets", "tiny-0a1b2c3d.js"), "export const x = 1;\n");
  await precompressDir(ui);
  t = await createTestApp({ uiDir: ui });
  admin = await t.login("admin");
});
afterAll(async () => {
  await t.close();
  rmSync(ui, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

/** The body as the browser reads it, whatever the encoding it came in. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers["content-encoding"];
  const raw = res.rawPayload;
  if (encoding === "br") return brotliDecompressSync(raw).toString();
  if (encoding === "gzip") return gunzipSync(raw).toString();
  expect(encoding).toBeUndefined();
  return raw.toString();
}

describe("the UI's files", () => {
  it("leave as brotli, gzip or as they are, by what the browser accepts, and vary on it", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["", undefined],
      ["identity", undefined],
    ] as const) {
      const res = await get("/assets/app-0a1b2c3d.js", accept ? { "accept-encoding": accept } : {});
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers["content-type"], accept).toMatch(/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decoded(res), accept).toBe(script);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    }
  });

  it("are the build's own compressed twins, not compressed again on the fly", async () => {
    const res = await get("/assets/app-0a1b2c3d.js", { "accept-encoding": "br" });
    expect(res.rawPayload.equals(readFileSync(join(ui, "assets", "app-0a1b2c3d.js.br")))).toBe(true);
    // The twins are no addresses of their own.
    expect((await get("/assets/app-0a1b2c3d.js.br")).statusCode).toBe(404);
  });

  it("keep a hashed asset a year and have index.html asked again, on / and on client routes too", async () => {
    for (const url of ["/assets/app-0a1b2c3d.js", "/assets/tiny-0a1b2c3d.js"]) {
      expect((await get(url)).headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
    for (const url of ["/", "/index.html", "/login", "/resources/category"]) {
      const res = await get(url, { "accept-encoding": "br, gzip" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(decoded(res), url).toBe(page);
    }
  });

  it("serve the page as this app's: its title and icon from app.json, the rest as built", async () => {
    const res = await get("/login");
    expect(res.body).toBe(page);
    expect(res.body).toContain('<link rel="icon" type="image/svg+xml" href="/api/app/favicon" />');
    const icon = await get("/api/app/favicon");
    expect([icon.statusCode, icon.headers["content-type"]]).toEqual([200, "image/svg+xml"]);
    expect(icon.body).toBe(readFileSync("config/brand/logo.svg", "utf8"));
    const logo = await get("/api/app/logo");
    expect(logo.body).toBe(icon.body);
    expect((await get("/api/app/logo", { "if-none-match": logo.headers.etag as string })).statusCode).toBe(304);
  });

  it("answer 304 to a browser that has the same file (by ETag), per encoding", async () => {
    for (const [url, accept] of [
      ["/assets/app-0a1b2c3d.js", "br"],
      ["/assets/app-0a1b2c3d.js", "gzip"],
      ["/login", "br"],
    ]) {
      const first = await get(url, { "accept-encoding": accept });
      const etag = first.headers.etag as string;
      expect(etag, url).toBeTruthy();
      const again = await get(url, { "accept-encoding": accept, "if-none-match": etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    // Each encoding is its own representation: gzip's validator does not stand for the brotli file.
    const br = await get("/assets/app-0a1b2c3d.js", { "accept-encoding": "br" });
    const gz = await get("/assets/app-0a1b2c3d.js", { "accept-encoding": "gzip" });
    expect(br.headers.etag).not.toBe(gz.headers.etag);
  });

  it("answer 404 for a build file that is not there, never the page in its place", async () => {
    const res = await get("/assets/app-00000000.js", { "accept-encoding": "br" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).not.toMatch(/html/);
  });
});

describe("API answers", () => {
  // The language plugin rewrites envelopes before they are serialized; compression comes after, on the bytes.
  it("over 1 KB are compressed (brotli, else gzip) and read the same, in the request's language", async () => {
    const url = "/api/router/getList";
    for (const locale of ["zh-CN", "en-US"]) {
      const headers = { code: admin, "accept-language": locale };
      const plain = await get(url, headers);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const encoding of ["br", "gzip"]) {
        const res = await get(url, { ...headers, "accept-encoding": encoding });
        expect(res.headers["content-encoding"], encoding).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(JSON.parse(decoded(res)), `${locale} ${encoding}`).toEqual(plain.json());
      }
    }
  });

  it("under 1 KB leave as they are", async () => {
    const res = await get("/api/health", { "accept-encoding": "br, gzip" });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(body(res).data).toEqual({ ok: true });
    // An error envelope too.
    const missing = await get("/api/v1/no-such-route", { code: admin, "accept-encoding": "br" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
  });

  it("the CSV export is compressed as a stream: no length known ahead, every row there", async () => {
    const url = "/api/v1/resources/category/export";
    const plain = await get(url, { code: admin });
    const res = await get(url, { code: admin, "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBeUndefined();
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    expect(decoded(res)).toBe(plain.body);
    expect(plain.body.split("\r\n").length).toBeGreaterThan(2);
  });

  it("PDFs, images and pdf.js's binary data are never compressed again", async () => {
    const notes = await get("/api/v1/get_lecture_notes_list?pageNo=1&pageSize=100", { code: admin });
    const preview = body<{ list: NoteRow[] }>(notes).data.list.find((r) => r.handout_id)!.preview;
    const pdf = await get(preview, { code: admin, "accept-encoding": "br, gzip" });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const cmap = await get("/pdfjs/cmaps/UniGB-UCS2-H.bcmap", { "accept-encoding": "br, gzip" });
    expect(cmap.statusCode).toBe(200);
    expect(cmap.headers["content-encoding"]).toBeUndefined();
    expect(cmap.headers["cache-control"]).toBe("no-cache");
    expect(cmap.headers.etag).toBeTruthy();
    for (const type of ["application/pdf", "image/png", "application/zip", "application/octet-stream"])
      expect(compressibleType(type), type).toBe(false);
    expect(compressibleType("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")).toBe(false);
    expect(compressibleType("application/json; charset=utf-8")).toBe(true);
  });

  it("the config event stream is never compressed: each event reaches the browser as it is written", async () => {
    expect(compressibleType("text/event-stream; charset=utf-8")).toBe(false);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const { res, first } = await new Promise<{ res: IncomingMessage; first: string }>((resolve, reject) => {
      const req = httpGet(
        { host: "127.0.0.1", port, path: "/api/config/events", headers: { "accept-encoding": "br, gzip" } },
        (res) => {
          res.once("data", (chunk: Buffer) => {
            resolve({ res, first: chunk.toString() });
            req.destroy();
          });
        },
      );
      req.on("error", reject);
    });
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(first).toMatch(/^event: version\ndata: /);
  });
});
