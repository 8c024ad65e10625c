import type { I18nProvider } from "@refinedev/core";
import { zhCN } from "../locale/zh-CN.js";

type Dict = Record<string, string>;
const locales: Record<string, Dict> = { "zh-CN": zhCN };

/** Refine's i18n: one dictionary per locale; Refine's own keys fall back to their default text. */
export function createI18nProvider(locale = "zh-CN"): I18nProvider {
  let current = locale;
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const text = locales[current]?.[key] ?? defaultMessage ?? key;
      if (!options || typeof options !== "object") return text;
      return text.replace(/\{(\w+)\}/g, (_, name) => String((options as Record<string, unknown>)[name] ?? ""));
    },
    changeLocale: async (next: string) => {
      current = next;
    },
    getLocale: () => current,
  };
}
