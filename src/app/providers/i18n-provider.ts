import type { I18nProvider } from "@refinedev/core";
import { getLocale, isLocale, translate, type Locale } from "../../common/i18n.js";
import { switchLocale } from "../locale/choose.js";

/**
 * Refine's i18n over the app's one registry (`common/i18n.ts`): every `defineTexts` area is a
 * namespace of keys (`app.login.title`, `engine.search`); Refine's own keys fall back to their
 * default text. The locale is chosen at boot; changing it stores the choice and reloads the page.
 */
export function createI18nProvider(): I18nProvider {
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      const params = options && typeof options === "object" ? (options as Record<string, unknown>) : undefined;
      return translate(key, params) ?? defaultMessage ?? key;
    },
    changeLocale: async (next: string) => {
      if (isLocale(next) && next !== getLocale()) await switchLocale(next as Locale);
    },
    getLocale: () => getLocale(),
  };
}
