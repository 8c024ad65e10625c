import { useState } from "react";
import { getLocale, locales, type Locale } from "../../common/i18n.js";
import { useServices } from "../services-context.js";
import { t } from "./zh-CN.js";

/** Each language named in itself, so a reader of the other one finds theirs. */
export const localeNames: Record<Locale, string> = { "zh-CN": "中文", "en-US": "English" };

/**
 * 中文 / English: plain buttons (the login route carries no menu or dropdown). Choosing the other
 * language saves it (for the user when logged in, in the browser always) and reloads the page.
 */
export function LocaleSwitch({ color = "inherit" }: { color?: string }) {
  const services = useServices();
  const [busy, setBusy] = useState(false);
  const current = getLocale();
  const choose = (locale: Locale) => {
    if (locale === current || busy) return;
    setBusy(true);
    void services.setLanguage(locale);
  };
  return (
    <span
      role="group"
      aria-label={t("header.language")}
      data-testid="locale-switch"
      style={{ color, whiteSpace: "nowrap" }}
    >
      {locales.map((locale, i) => (
        <span key={locale}>
          {i > 0 && (
            <span aria-hidden style={{ opacity: 0.5, margin: "0 4px" }}>
              /
            </span>
          )}
          <button
            type="button"
            lang={locale}
            aria-pressed={locale === current}
            disabled={busy}
            onClick={() => choose(locale)}
            style={{
              border: 0,
              padding: 0,
              background: "none",
              color: "inherit",
              font: "inherit",
              cursor: locale === current ? "default" : "pointer",
              fontWeight: locale === current ? 600 : 400,
              textDecoration: locale === current ? "none" : "underline",
            }}
          >
            {localeNames[locale]}
          </button>
        </span>
      ))}
    </span>
  );
}
