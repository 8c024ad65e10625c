import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
let uiDir: string;
beforeAll(async () => {
  // A stand-in for the built UI: the headers are the server's, whatever the build holds.
  uiDir = mkdtempSync(join(tmpdir(), "omo-ui-"));
  mkdirSync(join(uiDir, "assets"));
  writeFileSync(join(uiDir, "index.html"), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(uiDir, "assets", "app.js"), "export {};");
  t = await createTestApp({ seed: false, uiDir });
  writeFileSync(join(t.dataDir, "uploads", "0123456789abcdef0123456789abcdef.png"), "not really a png");
});
afterAll(async () => {
  await t.close();
  rmSync(uiDir, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectLocked(res: LightMyRequestResponse, what: string) {
  expect(res.headers["x-frame-options"], what).toBe("DENY");
  expect(res.headers["referrer-policy"], what).toBe("no-referrer");
  expect(res.headers["x-content-type-options"], what).toBe("nosniff");
  const policy = csp(res);
  expect(policy.get("default-src"), what).toEqual(["'self'"]);
  // Scripts only from our own files: no inline script, no eval, no other host.
  expect(policy.get("script-src"), what).toEqual(["'self'"]);
  expect(policy.get("script-src-attr"), what).toEqual(["'none'"]);
  expect(policy.get("object-src"), what).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(policy.get("base-uri"), what).toEqual(["'self'"]);
  expect(String(res.headers["content-security-policy"]), what).not.toContain("unsafe-eval");
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("security headers", () => {
  it("are on API answers, refused and failed ones included", async () => {
    const answers = {
      ok: await get("/api/health"),
      "no token": await get("/api/get_user_by_token"),
      "bad token": await get("/api/get_user_by_token", { code: "nonsense" }),
      unknown: await get("/api/no-such-route"),
      invalid: await t.app.inject({ method: "POST", url: "/api/login", payload: { username: 1 } }),
    };
    expect(Object.values(answers).map((r) => r.statusCode)).toEqual([200, 401, 401, 404, 400]);
    for (const [what, res] of Object.entries(answers)) expectLocked(res, what);
  });

  it("are on the UI's page, for every client-side route", async () => {
    for (const url of ["/", "/login", "/index", "/some/deep/page"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<script");
      expectLocked(res, url);
    }
  });

  it("are on static files: the UI's assets, stored uploads and pdf.js's font data", async () => {
    for (const url of [
      "/assets/app.js",
      "/uploads/0123456789abcdef0123456789abcdef.png",
      "/pdfjs/cmaps/UniGB-UCS2-H.bcmap",
      "/uploads/missing.png",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(url.includes("missing") ? 404 : 200);
      expectLocked(res, url);
    }
  });

  it("let the UI run: inline styles for antd, images from data: and blob:, its own worker", async () => {
    const policy = csp(await get("/"));
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("worker-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    // Served over plain HTTP on an intranet too: nothing may force https on its own.
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });
});
