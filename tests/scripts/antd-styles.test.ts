import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { extractAntdStyles } from "../../scripts/antd-styles.js";

/** The sheet as the build makes it: antd's modules loaded in a process whose NODE_ENV is production. */
function buildSheet(): string {
  const script =
    'import("./scripts/antd-styles.ts").then(async (m) => process.stdout.write(await m.extractAntdStyles()))';
  return execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
    encoding: "utf8",
  });
}

describe("antd's prebuilt stylesheet", () => {
  it("holds the list page's components under production class names, with antd's cache map last", () => {
    const css = buildSheet();
    // Development's class names would leave every component unstyled in the built UI.
    expect(css).not.toContain("css-dev-only-do-not-override");
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}$/.exec(css)?.[1];
    const paths = new Set(map?.split(";").map((entry) => entry.split(":")[0].split("|").slice(1).join("|")));
    for (const path of [
      "Table-Table|ant-table|anticon",
      "Button-Button|ant-btn|anticon",
      "Layout-Sider|ant-layout-sider|anticon",
      "Tag-preset|ant-tag|anticon",
      "Tooltip-Tooltip|ant-tooltip|anticon",
      "Modal-Modal|ant-modal|anticon",
      "Tag-Tag|ant-tag|anticon",
    ])
      expect(paths, path).toContain(path);
    // The default theme's primary colour and the tags' readable text (src/shell/settings/themes.ts).
    expect(css).toContain("#0958d9");
    expect(css).toContain(".ant-tag.ant-tag-blue{color:#003eb3");
  }, 60_000);

  it("is refused in development, whose class names differ", async () => {
    await expect(extractAntdStyles()).rejects.toThrow(/NODE_ENV=production/);
  });
});
