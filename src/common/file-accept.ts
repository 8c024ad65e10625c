/**
 * The rule of a `file` field (`record.properties.<f>.file`) as both sides read it: the browser shows
 * the kinds and size and filters the file chooser; the server judges the upload's bytes by it.
 */
import type { FileRule } from "../types/generated/resource.js";

/** Largest file a `file` field takes when its rule names no `maxSize`: 10 MB. */
export const DEFAULT_FILE_LIMIT = 10 * 1024 * 1024;

/** A field with `format: "file"` and no `file` rule takes PDFs. */
export const DEFAULT_FILE_RULE: FileRule = { accept: ["pdf"] };

export const fileLimit = (rule: FileRule): number => rule.maxSize ?? DEFAULT_FILE_LIMIT;

/** `10MB`, `512KB`: a size as the messages say it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

const families: Record<string, string> = { image: "图片", audio: "音频", video: "视频" };

/** The kinds a rule takes as people read them: `PDF、DOCX、图片`. */
export function acceptText(rule: FileRule): string {
  return rule.accept
    .map((a) =>
      a.endsWith("/*") ? (families[a.slice(0, -2)] ?? a) : a.includes("/") ? a : a.replace(/^\./, "").toUpperCase(),
    )
    .join("、");
}

/** The `accept` attribute of a file chooser: `.pdf,.docx,image/*`. */
export const acceptAttribute = (rule: FileRule): string =>
  rule.accept.map((a) => (a.includes("/") || a.startsWith(".") ? a : `.${a}`)).join(",");

/** Whether a kind the content shows (`{ext, mime}`) is one the rule accepts (extension, MIME type or `type/*`). */
export function accepts(rule: FileRule, kind: { ext: string; mime: string }): boolean {
  return rule.accept.some((a) => {
    if (a.endsWith("/*")) return kind.mime.startsWith(a.slice(0, -1));
    if (a.includes("/")) return kind.mime === a;
    return a.replace(/^\./, "") === kind.ext;
  });
}
