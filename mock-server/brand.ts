import { createHash } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import type { AppConfig } from "../src/types/generated/app.js";
import { defaultLocale, localize, type Locale } from "../src/common/i18n.js";
import type { ConfigProblem } from "./config/problems.js";

/**
 * The app's identity as config (app.json): its title, logo and icon, the page's language. The framework
 * ships none of its own: a back-office without a logo shows its title, and its tab the browser's icon.
 */

/** The image types a logo or icon may have, by the file's extension. */
const IMAGE_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
};

/** Every type a logo or icon is served as (its OpenAPI answer names them). */
export const BRAND_IMAGE_TYPES = [...new Set(Object.values(IMAGE_TYPES))];

export type BrandImage = "logo" | "favicon";

/** What of app.json makes the app's identity on the served page. */
export type Identity = Pick<AppConfig, "title" | "logo" | "favicon" | "loadingText" | "defaultLanguage">;

/** The config-relative file of a brand image: the favicon is the logo unless it has its own. */
export const brandFile = (app: Identity, image: BrandImage): string | undefined =>
  image === "favicon" ? (app.favicon ?? app.logo) : app.logo;

/** The Content-Type of a brand image's file. */
export const imageType = (file: string): string =>
  IMAGE_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";

/**
 * The logo and favicon name files of the config folder (the schema keeps them inside it, by name and
 * extension). Checked with the rest of the config, so a missing picture stops the start, not a page.
 */
export function checkBrand(app: Partial<Identity> | undefined, dir: string): ConfigProblem[] {
  if (!app || !dir) return [];
  const problems: ConfigProblem[] = [];
  for (const key of ["logo", "favicon"] as const) {
    const file = app[key];
    if (typeof file !== "string") continue;
    const path = join(dir, file);
    const stat = existsSync(path) ? statSync(path) : undefined;
    if (!stat?.isFile())
      problems.push({ file: "app.json", pointer: `/${key}`, message: `图片文件 "${file}" 不存在（相对配置目录）` });
    else if (stat.size > 512 * 1024)
      problems.push({ file: "app.json", pointer: `/${key}`, message: `图片文件 "${file}" 超过 512 KB` });
  }
  return problems;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** The page's language as served: the config's default, else Chinese (the browser may switch at once). */
export const pageLanguage = (app: Identity): Locale => app.defaultLanguage ?? defaultLocale;

/**
 * The built index.html as this app serves it: its `lang`, its `<title>` (the app's, in its default
 * language), its icon (the app's favicon or logo, else none) and the boot wait's text. The rest of the
 * page is the build's.
 */
export function brandedPage(html: string, app: Identity, apiBase: string): string {
  const lang = pageLanguage(app);
  const icon = brandFile(app, "favicon");
  const iconLink = icon
    ? `<link rel="icon" type="${imageType(icon)}" href="${escapeHtml(`${apiBase}/app/favicon`)}" />`
    : `<link rel="icon" href="data:," />`;
  return (
    html
      // `data-language` tells the browser the app's own default, before it reads any config.
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"${app.defaultLanguage ? ` data-language="${lang}"` : ""}`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(localize(app.title, lang))}</title>`)
      .replace(/<link rel="icon"[^>]*>/, iconLink)
      .replace(
        /(<div class="omo-loading" role="status">)[^<]*(<\/div>)/,
        (_, open: string, close: string) =>
          `${open}${escapeHtml(localize(app.loadingText ?? { "zh-CN": "正在加载中", "en-US": "Loading" }, lang))}${close}`,
      )
  );
}

/** A weak validator of a page or picture: the same content, whatever its encoding on the wire, is the same. */
export const pageTag = (content: string | Buffer): string =>
  `W/"${createHash("sha1").update(content).digest("base64url")}"`;
