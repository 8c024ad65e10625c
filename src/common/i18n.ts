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

/**
 * Chinese → English pairs that are not registry keys: config texts written `{"zh-CN", "en-US"}`
 * (field titles, option labels, custom messages), collected when the server loads its config.
 */
const glossary = new Map<string, string>();
/** zh text → en text of every registry key, and the templates among them; rebuilt when texts are added. */
let reverse: { exact: Map<string, string>; templates: { pattern: RegExp; names: string[]; en: string }[] } | null =
  null;
let reverseSize = -1;

/** Remembers that `zh` reads `en` in English (see `toLocale`). */
export function addGlossary(zh: string, en: string): void {
  if (zh && en && zh !== en) glossary.set(zh, en);
}

/** Every `{"zh-CN", "en-US"}` object anywhere in `value` (a config file) goes into the glossary. */
export function collectGlossary(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) collectGlossary(item);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record["zh-CN"] === "string" && typeof record["en-US"] === "string")
      addGlossary(record["zh-CN"], record["en-US"]);
    else for (const item of Object.values(record)) collectGlossary(item);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function reverseIndex() {
  const zh = dictionaries["zh-CN"];
  const size = Object.keys(zh).length;
  if (reverse && size === reverseSize) return reverse;
  const exact = new Map<string, string>();
  const templates: { pattern: RegExp; names: string[]; en: string }[] = [];
  for (const [key, text] of Object.entries(zh)) {
    const en = dictionaries["en-US"][key];
    if (en === undefined) continue;
    if (!/\{\w+\}/.test(text)) {
      if (!exact.has(text)) exact.set(text, en);
      continue;
    }
    const names: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return "(.+?)";
      })
      .join("");
    templates.push({ pattern: new RegExp(`^${source}$`, "s"), names, en });
  }
  // The most specific template first: the one with the most fixed text.
  templates.sort(
    (a, b) => b.pattern.source.length - b.names.length * 5 - (a.pattern.source.length - a.names.length * 5),
  );
  reverse = { exact, templates };
  reverseSize = size;
  return reverse;
}

/**
 * A Chinese text (a server message, built from registry texts and config texts) in `locale`: a
 * registry text or a glossary text is looked up, a registry template (`{title}至少{min}个字符`) is
 * matched and its parts translated in turn. A text nobody registered stays as it is.
 */
export function toLocale(text: string, locale: Locale = current, depth = 0): string {
  if (locale === defaultLocale || !text) return text;
  const { exact, templates } = reverseIndex();
  const known = exact.get(text) ?? glossary.get(text);
  if (known !== undefined) return known;
  if (depth > 2) return text;
  for (const { pattern, names, en } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, toLocale(match[i + 1]!, locale, depth + 1)]));
    return format(en, params);
  }
  return text;
}

/** Every language's text of a config value: what a person may type for it (an import header, a search). */
export function allTexts(value: Localized | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  return Object.values(value).filter((text): text is string => typeof text === "string" && text !== "");
}
