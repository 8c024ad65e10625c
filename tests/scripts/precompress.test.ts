import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/precompress.js";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the build's compressed twins", () => {
  it("are written next to each compressible file over 1 KB and decompress to it", async () => {
    dir = mkdtempSync(join(tmpdir(), "omo-precompress-"));
    mkdirSync(join(dir, "assets", "deep"), { recursive: true });
    mkdirSync(join(dir, ".vite"));
    const text = (n: number) => Array.from({ length: n }, (_, i) => `line ${i} of the build;`).join("\n");
    const files: Record<string, string | Buffer> = {
      "index.html": `<!doctype html>${text(80)}`,
      "assets/app-1a2b3c.js": text(400),
      "assets/style-1a2b3c.css": `.a{color:red}\n${text(100)}`,
      "assets/deep/pdf.worker-1a2b3c.mjs": text(300),
      "assets/icon.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<path d='M0 0h1v1z'/>".repeat(80)}</svg>`,
      "assets/small-1a2b3c.js": "export const x = 1;",
      "assets/photo.png": Buffer.alloc(4096, 7),
      ".vite/manifest.json": JSON.stringify({ big: text(200) }),
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);

    const done = await precompressDir(dir);

    const compressed = [
      "assets/app-1a2b3c.js",
      "assets/deep/pdf.worker-1a2b3c.mjs",
      "assets/icon.svg",
      "assets/style-1a2b3c.css",
      "index.html",
    ];
    expect(done.map((p) => p.slice(dir.length + 1).replace(/\\/g, "/"))).toEqual(compressed);
    for (const name of compressed) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original), name).toBe(true);
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(br.length, name).toBeLessThan(original.length);
      expect(br.length, name).toBeLessThanOrEqual(gz.length);
    }
    // Too small to gain, not a compressible kind, or never served.
    for (const name of ["assets/small-1a2b3c.js", "assets/photo.png", ".vite/manifest.json"]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
