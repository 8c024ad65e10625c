import "@ant-design/v5-patch-for-react-19";
// First: the language of this page load is chosen before any other module runs.
import "./app/locale/init.js";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import enUS from "antd/es/locale/en_US";
import { fetchBootConfig } from "./app/boot-config.js";
import { createServices } from "./app/services.js";
import { startFirstScreen } from "./app/first-screen.js";
import { linkPrebuiltStyles } from "./app/prebuilt-styles.js";
import { loadingCounter } from "./app/loading-counter.js";
import { App } from "./app/App.js";
import { BootScreen } from "./app/BootScreen.js";
import { errorLog, installGlobalErrorHandlers } from "./shell/errors/error-log.js";
import { getLocale } from "./common/i18n.js";

/**
 * antd's English texts for a page in English (Chinese is App's default). Imported, not loaded on demand:
 * antd's own modules import them (its default locale), so they are in the entry's chunk either way.
 */
const antdLocale = getLocale() === "en-US" ? enUS : undefined;

const root = createRoot(document.getElementById("root")!);

/** The longest the first render waits for the page's code (a slow network: the shell draws, the page after). */
const FIRST_SCREEN_WAIT_MS = 3000;

/** Boots from the server's config; until it answers, a loading screen, and a retry if it cannot. */
async function start() {
  root.render(<BootScreen state="loading" />);
  try {
    const boot = await fetchBootConfig();
    const services = createServices(boot, {
      onLoading: loadingCounter.add,
      // Server faults and unreachable servers are worth a bug report; a rejected form is not.
      onHttpFailure: (error, url) => {
        if (error.statusCode === 0 || error.statusCode >= 500) errorLog.add(new Error(`${error.message} (${url})`));
      },
    });
    // The session, the page's code and a list's data start now, not one after another as React gets to them.
    const pageCode = startFirstScreen(services);
    // A signed-in page (not the login page, which needs few styles) takes antd's styles from the built sheet.
    if (services.session.get().token) await linkPrebuiltStyles();
    // The app renders once the page's code is in: the page draws at once, not through a loading fallback.
    // Never later than FIRST_SCREEN_WAIT_MS: a file that does not come holds the page, not the whole app.
    await Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
    if (import.meta.env.PROD) installGlobalErrorHandlers();
    root.render(
      <StrictMode>
        <App services={services} antdLocale={antdLocale} />
      </StrictMode>,
    );
  } catch {
    root.render(<BootScreen state="failed" onRetry={() => void start()} />);
  }
}

void start();
