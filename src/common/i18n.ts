/**
 * The one text registry of the app, shared by the browser and the server.
 *
 * - A locale is chosen once per page load (`setLocale` at boot); switching language reloads the
 *   page, so texts computed at import time (column titles, option labels) are right too.
 * - `defineTexts(namespace, zh, en)` registers an area's texts (keys `namespace.key`) and returns
 *   an object whose properties read the current locale: `texts.search` is "查询" or "Search".
 *   Refine's `i18nProvider.translate` reads the same registry.
 * - Config values may be a string or `{"zh-CN": "…", "en-US": "…"}` (`Localized`); `localize`
 *   picks the current locale's text, falling back to Chinese.
 */
export const locales = ["zh-CN", "en-US"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "zh-CN";
export type Localized = string | Partial<Record<Locale, string>>;

const dictionaries: Record<Locale, Record<string, string>> = { "zh-CN": {}, "en-US": {} };
let current: Locale = defaultLocale;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  current = locale;
}

/** `{name}` placeholders filled from params. */
export function format(text: string, params?: Record<string, unknown>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name] ?? "") : whole));
}

/** A key of the registry in the given locale (Chinese, then the key itself, as fallbacks). */
export function translate(key: string, params?: Record<string, unknown>, locale: Locale = current): string | undefined {
  const text = dictionaries[locale][key] ?? dictionaries[defaultLocale][key];
  return text === undefined ? undefined : format(text, params);
}

/**
 * Registers one area's texts under `namespace` and returns them as an object that follows the
 * locale. The English dictionary must have every key of the Chinese one (the type says so).
 */
export function defineTexts<T extends Record<string, string>>(
  namespace: string,
  zh: T,
  en: { [K in keyof T]: string },
): Readonly<T> {
  for (const [key, text] of Object.entries(zh)) dictionaries["zh-CN"][`${namespace}.${key}`] = text;
  for (const [key, text] of Object.entries(en)) dictionaries["en-US"][`${namespace}.${key}`] = text;
  const byLocale: Record<Locale, Record<string, string>> = { "zh-CN": zh, "en-US": en };
  return new Proxy(zh, {
    get: (target, prop) =>
      typeof prop === "string" && prop in target ? (byLocale[current][prop] ?? target[prop]) : undefined,
  }) as Readonly<T>;
}

/** A config text (string or per-locale object) in the given locale. */
export function localize(value: Localized | undefined, locale: Locale = current): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  return value[locale] ?? value[defaultLocale] ?? Object.values(value).find((text) => typeof text === "string") ?? "";
}
