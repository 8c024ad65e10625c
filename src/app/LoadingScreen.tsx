import { localize, type Localized } from "../common/i18n.js";
import { t } from "./locale/zh-CN.js";

/**
 * The full-page wait while the boot config or the session loads. It reuses the CSS spinner of
 * index.html (shown before any script runs) instead of antd's Spin, which the login route
 * would otherwise download only for this. `inline` keeps it inside the content area; `text` is the
 * config's `loadingText`, in the page's language.
 */
export function LoadingScreen({ text, inline }: { text?: Localized; inline?: boolean }) {
  return (
    <div className={inline ? "omo-loading omo-loading-inline" : "omo-loading"} role="status">
      {text === undefined ? t("app.loading") : localize(text)}
    </div>
  );
}
