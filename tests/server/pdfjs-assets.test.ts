import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("pdf.js font data for the handout viewer", () => {
  it("serves the Chinese character maps and standard fonts without a token", async () => {
    const cmap = await t.app.inject({ method: "GET", url: "/pdfjs/cmaps/UniGB-UCS2-H.bcmap" });
    expect(cmap.statusCode).toBe(200);
    expect(cmap.rawPayload.length).toBeGreaterThan(1000);
    const fonts = await t.app.inject({ method: "GET", url: "/pdfjs/standard_fonts/FoxitSerif.pfb" });
    expect(fonts.statusCode).toBe(200);
  });

  it("answers 404 for the folders themselves, as for any missing file", async () => {
    for (const url of ["/pdfjs/cmaps/", "/pdfjs/standard_fonts/", "/pdfjs/cmaps", "/pdfjs/cmaps/missing.bcmap"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect([res.statusCode, res.json().code], url).toEqual([404, 404]);
    }
  });

  it("serves nothing else of the package", async () => {
    for (const url of ["/pdfjs/cmaps/../package.json", "/pdfjs/cmaps/%2e%2e/package.json", "/pdfjs/build/pdf.mjs"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
