import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/** The module the entry imports: the prebuilt stylesheet's address, or null (dev server, or no build). */
export const ANTD_STYLES_MODULE = "virtual:omo-antd-styles";
const RESOLVED = `\0${ANTD_STYLES_MODULE}`;

/**
 * The components rendered to collect their styles: every component antd exports, as
 * @ant-design/static-style-extract does, and the popups through their panels (a closed popup
 * renders nothing, so it would register no style).
 */
const POPUP_PANELS = ["Tooltip", "Popover", "Popconfirm", "Modal", "Drawer", "Tour", "message", "notification"];
const SKIPPED = new Set(["ConfigProvider", "Grid", "BackTop", ...POPUP_PANELS]);

/**
 * antd's styles for the product's default theme, as one stylesheet: what antd's CSS-in-JS would build
 * and insert in the browser, component by component, on first use (~0.2 s of a list page's first
 * screen). The sheet ends with antd's cache map (`.data-ant-cssinjs-cache-path`), so antd, finding a
 * component's entry there, neither builds nor inserts its styles. Built by rendering every component
 * with React's server renderer; needs NODE_ENV=production when antd's modules load, since the class
 * names differ in development (`css-dev-only-do-not-override-…`).
 */
export async function extractAntdStyles(): Promise<string> {
  if (process.env.NODE_ENV !== "production") throw new Error("antd's production styles need NODE_ENV=production");
  const [{ createCache, extractStyle, StyleProvider }, antd, { createElement, Fragment }, { renderToString }] =
    await Promise.all([import("@ant-design/cssinjs"), import("antd"), import("react"), import("react-dom/server")]);
  const { themes } = await import("../src/shell/settings/themes.js");
  const components = antd as unknown as Record<string, React.ComponentType<Record<string, unknown>>>;
  const custom: Record<string, (C: React.ComponentType<Record<string, unknown>>) => React.ReactNode> = {
    Affix: (C) => createElement(C, null, createElement("div")),
    Dropdown: (C) => createElement(C, { menu: { items: [] } }, createElement("div")),
    Layout: (C) => createElement(C, null, createElement(antd.Layout.Sider)),
    Space: (C) => createElement(C, null, createElement(antd.Space.Compact)),
    // The preset colours' and the status colours' styles are registered by a tag of each kind.
    Tag: (C) =>
      createElement(Fragment, null, createElement(C, { color: "blue" }), createElement(C, { color: "success" })),
    Menu: (C) => createElement(C, { items: [] }),
    QRCode: (C) => createElement(C, { value: "omo" }),
    Tree: (C) => createElement(C, { treeData: [] }),
  };
  const rendered = Object.keys(antd)
    .filter((name) => /^[A-Z]/.test(name) && !SKIPPED.has(name))
    .map((name) => createElement(Fragment, { key: name }, (custom[name] ?? createElement)(components[name])));
  const panels = POPUP_PANELS.map((name) => {
    const panel = (components[name] as unknown as Record<string, React.ComponentType>)
      ._InternalPanelDoNotUseOrYouWillBeFired;
    return createElement(panel, { key: name });
  });
  const cache = createCache();
  renderToString(
    createElement(
      StyleProvider,
      { cache },
      createElement(antd.ConfigProvider, { theme: themes.default.antd }, ...rendered, ...panels),
    ),
  );
  const css = extractStyle(cache, true);
  if (css.includes("css-dev-only-do-not-override")) throw new Error("antd's styles were built for development");
  return css;
}

/**
 * Builds antd's default-theme stylesheet at `vite build` and writes it as a hashed asset; the entry
 * (src/app/prebuilt-styles.ts) links it before the first render of a signed-in page. The dev server
 * gets null: its class names are development ones, and it builds styles as they are used.
 */
export function prebuiltAntdStyles(): Plugin {
  let build = false;
  return {
    name: "omo-antd-styles",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId: (id) => (id === ANTD_STYLES_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      if (!build) return "export default null;";
      const css = await extractAntdStyles();
      const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
      const fileName = `assets/antd-${hash}.css`;
      this.emitFile({ type: "asset", fileName, source: css });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
