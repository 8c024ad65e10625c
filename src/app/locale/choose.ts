import { defaultLocale, isLocale, setLocale, type Locale } from "../../common/i18n.js";

/** Where the browser remembers the language (the login page reads it before anyone logs in). */
export const LOCALE_KEY = "omo.locale";

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** The browser's own language, when the app speaks it (`en-GB` reads English, `zh-TW` Chinese). */
function browserLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith("zh")) return "zh-CN";
    if (lower.startsWith("en")) return "en-US";
  }
  return undefined;
}

/**
 * The language of this page load: the one remembered in this browser (the user's saved preference is
 * written there after each login), else the app's default (app.json `defaultLanguage`, which the served
 * page carries as `<html data-language>`), else the browser's language, else Chinese.
 */
export function chooseLocale(
  stored: string | null | undefined = storage()?.getItem(LOCALE_KEY),
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
  appDefault: string | undefined = globalThis.document?.documentElement.dataset.language,
): Locale {
  if (isLocale(stored)) return stored;
  if (isLocale(appDefault)) return appDefault;
  return browserLocale(languages) ?? defaultLocale;
}

/** Remembers the language in this browser. */
export function rememberLocale(locale: Locale): void {
  try {
    storage()?.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts this page only.
  }
}

const PENDING_KEY = "omo.locale.pending";

/** Whether a language was picked before logging in (it becomes the user's at the login); forgets it. */
export function takePendingLocale(): boolean {
  try {
    const pending = storage()?.getItem(PENDING_KEY) === "1";
    storage()?.removeItem(PENDING_KEY);
    return pending;
  } catch {
    return false;
  }
}

/** What a switch needs: saving on the server (when logged in) and reloading the page. */
export interface SwitchDeps {
  /** Saves the choice for the user (`PUT /account/locale`); absent when nobody is logged in. */
  save?(locale: Locale): Promise<unknown>;
  reload?(): void;
}

/**
 * Switches the language: remembered in the browser and for the user, then the page reloads, so texts
 * computed once (column titles, antd's and dayjs's locales) are all in the new language.
 */
export async function switchLocale(locale: Locale, deps: SwitchDeps = {}): Promise<void> {
  rememberLocale(locale);
  setLocale(locale);
  try {
    if (deps.save) storage()?.removeItem(PENDING_KEY);
    else storage()?.setItem(PENDING_KEY, "1");
  } catch {
    // No storage: nothing to carry to the login.
  }
  try {
    await deps.save?.(locale);
  } finally {
    (deps.reload ?? (() => globalThis.location.reload()))();
  }
}
