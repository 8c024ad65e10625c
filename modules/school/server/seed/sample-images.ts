/**
 * Pictures for seeded rows that show an image (资讯封面, 主页轮播图, 功能图标): small SVG files drawn from
 * a fixed catalogue and written under the uploads folder, so a fresh database shows real thumbnails
 * rather than broken links. A row refers to one as `/uploads/<name>`, the address of an upload.
 */

export interface SampleImage {
  /** File name under uploads: `sample-<what>-<key>.svg`. */
  name: string;
  /** Large text; for an icon, one or two characters. */
  title: string;
  subtitle?: string;
  /** Gradient colours, top left to bottom right. */
  colors: [string, string];
  shape: "banner" | "cover" | "icon";
}

const SIZES: Record<SampleImage["shape"], [width: number, height: number]> = {
  banner: [750, 300],
  cover: [750, 420],
  icon: [120, 120],
};

const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The upload address a row stores for an image of the catalogue. */
export const sampleImageUrl = (image: SampleImage): string => `/uploads/${image.name}`;

/** The SVG text of an image: a gradient, two soft circles and the title. */
export function sampleImageSvg(image: SampleImage): string {
  const [w, h] = SIZES[image.shape];
  const [from, to] = image.colors;
  const icon = image.shape === "icon";
  // An id of its own, so pictures inlined in one page do not share a gradient.
  const id = `g-${image.name.replace(/\W/g, "-")}`;
  const text = icon
    ? `<text x="60" y="74" text-anchor="middle" font-size="${image.title.length > 1 ? 34 : 48}" font-weight="700" fill="#fff">${escapeXml(image.title)}</text>`
    : [
        `<text x="56" y="${h / 2}" font-size="${image.shape === "banner" ? 46 : 50}" font-weight="700" fill="#fff">${escapeXml(image.title)}</text>`,
        image.subtitle
          ? `<text x="58" y="${h / 2 + 52}" font-size="26" fill="#fff" fill-opacity="0.85">${escapeXml(image.subtitle)}</text>`
          : "",
      ].join("");
  const shape = icon
    ? `<rect width="${w}" height="${h}" rx="28" fill="url(#${id})"/>`
    : `<rect width="${w}" height="${h}" fill="url(#${id})"/>` +
      `<circle cx="${w - 110}" cy="${h * 0.3}" r="${h * 0.42}" fill="#fff" fill-opacity="0.12"/>` +
      `<circle cx="${w - 30}" cy="${h * 0.95}" r="${h * 0.3}" fill="#fff" fill-opacity="0.1"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `${shape}${text}</svg>\n`
  );
}
