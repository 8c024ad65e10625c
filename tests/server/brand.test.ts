import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { brandedPage, checkBrand, type Identity } from "../../mock-server/brand.js";

const built = `<!doctype html>
<html lang="zh-CN">
  <head>
    <link rel="icon" href="data:," />
    <title>OMO Admin</title>
  </head>
  <body>
    <div id="root"><div class="omo-loading" role="status">正在加载中</div></div>
  </body>
</html>`;

describe("the page as an app serves it", () => {
  it("keeps the build's page for an app with no identity but its title, and escapes the title", () => {
    const page = brandedPage(built, { title: "Books & <Loans>" }, "/api");
    expect(page).toBe(built.replace("<title>OMO Admin</title>", "<title>Books &amp; &lt;Loans&gt;</title>"));
  });

  it("writes the default language, the title and wait in it, and the icon", () => {
    const app: Identity = {
      title: { "zh-CN": "图书馆", "en-US": "Library" },
      loadingText: { "zh-CN": "加载中", "en-US": "One moment" },
      defaultLanguage: "en-US",
      logo: "brand/logo.png",
    };
    const page = brandedPage(built, app, "/v2");
    expect(page).toContain('<html lang="en-US" data-language="en-US">');
    expect(page).toContain("<title>Library</title>");
    expect(page).toContain('<link rel="icon" type="image/png" href="/v2/app/favicon" />');
    expect(page).toContain('role="status">One moment</div>');
  });
});

describe("the logo and icon files", () => {
  const dir = mkdtempSync(join(tmpdir(), "omo-brand-"));
  mkdirSync(join(dir, "brand"));
  writeFileSync(join(dir, "brand", "logo.svg"), "<svg/>");
  writeFileSync(join(dir, "brand", "huge.png"), Buffer.alloc(600 * 1024));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("must be files of the config folder, of a sensible size", () => {
    expect(checkBrand({ title: "x", logo: "brand/logo.svg" }, dir)).toEqual([]);
    expect(checkBrand({ title: "x", logo: "brand/logo.png", favicon: "brand/huge.png" }, dir)).toEqual([
      { file: "app.json", pointer: "/logo", message: '图片文件 "brand/logo.png" 不存在（相对配置目录）' },
      { file: "app.json", pointer: "/favicon", message: '图片文件 "brand/huge.png" 超过 512 KB' },
    ]);
  });
});
