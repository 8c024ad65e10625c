import { localize } from "../../common/i18n.js";
import type { Localized } from "../../types/generated/routes.js";

/**
 * The designer edits a config text's Chinese (the reference language); a text written in both
 * languages (`{"zh-CN", "en-US"}`) keeps its English when its Chinese is edited. English is edited in
 * the config file (docs/config.md, "Texts in two languages").
 */
export const zhText = (value: Localized | undefined): string => (value === undefined ? "" : localize(value, "zh-CN"));

/** `text` as the new Chinese of `previous`: a string stays a string, an object keeps its other languages. */
export function withZh<T extends Localized | undefined>(previous: T, text: string): Localized {
  if (text !== "" && previous && typeof previous === "object") return { ...previous, "zh-CN": text };
  return text;
}
