import { createHttpClient, type HttpClient, type RequestOptions } from "./http/client.js";
import { withEarlyAnswers } from "./http/early-answers.js";
import type { HttpError } from "./http/http-error.js";
import { createSessionStore, type SessionStore } from "./session/store.js";
import { validateRoutes, validateUserInfo, tokenFromLogin, type UserInfo } from "./session/validate.js";
import { visibleRoutes } from "../common/routes.js";
import type { BootConfig } from "./boot-config.js";
import type { AccessRecord } from "../common/access.js";
import { getLocale, isLocale, type Locale } from "../common/i18n.js";
import { rememberLocale, switchLocale, takePendingLocale } from "./locale/choose.js";

/** Where the app navigates from outside React (the http client); set by the router. */
export interface Navigator {
  go(to: string, replace?: boolean): void;
  current(): string;
}

export interface Services {
  boot: BootConfig;
  http: HttpClient;
  session: SessionStore;
  navigator: Navigator;
  notify: { error(message: string): void; success(message: string): void };
  /**
   * What `notify` was told before the app had drawn (the entry waits for the page's code; a refused token is
   * said meanwhile): the app's message holder says these once it is in, and empties the list.
   */
  heldNotices: { kind: "error" | "success"; message: string }[];
  /** Logs in; resolves with the username. */
  login(username: string, password: string): Promise<string>;
  /** Loads user info and the route tree for the stored token (spec §4 guard). */
  loadSession(): Promise<void>;
  /**
   * Starts loading the session before the guard asks (the entry, as soon as the boot config is in): the
   * guard's next loadSession() gets this same attempt, failed or not, so it says a failure as before.
   */
  loadSessionEarly(): Promise<void>;
  /**
   * The guard's load: none when the session is in already. The early load may finish between the guard's
   * render, which saw no routes, and its effect; loading again would ask for the user twice and redraw the
   * whole shell with a second, equal session.
   */
  ensureSession(): Promise<void>;
  /** A GET asked for before the page that needs it renders; the page's identical GET takes its answer. */
  askEarly<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  logout(): Promise<void>;
  /** Switches the language: saved for the user when logged in, remembered in the browser; the page reloads. */
  setLanguage(locale: Locale): Promise<void>;
  /** Sends the user to the login page, remembering where they were. */
  toLogin(): void;
  /**
   * Takes a newer boot config (live config): settings and the error catalogue are replaced in place, so
   * everything that captured them (the http client) reads the new ones; the route tree is replaced.
   */
  updateBoot(next: BootConfig): void;
}

/** `target` made equal to `source` in place: the objects others hold see the new values. */
function replaceInPlace(target: Record<string, unknown>, source: Record<string, unknown>, depth = 0) {
  for (const key of Object.keys(target)) if (!(key in source)) delete target[key];
  for (const [key, value] of Object.entries(source)) {
    const held = target[key];
    const nested = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
    if (depth === 0 && nested(held) && nested(value))
      replaceInPlace(held as Record<string, unknown>, value as Record<string, unknown>, depth + 1);
    else target[key] = value;
  }
}

export interface ServiceOptions {
  fetch?: typeof fetch;
  storage?: Storage;
  notify?: Services["notify"];
  onLoading?(delta: 1 | -1): void;
  onHttpFailure?(error: HttpError, url: string): void;
  /** Reloads the page (a language switch); tests replace it. */
  reload?(): void;
}

function accessOf(user: UserInfo, virtual: boolean): AccessRecord {
  if (virtual) return { admin: true, roles: ["admin"], ability: ["READ", "WRITE", "DELETE"] };
  return { admin: user.admin === true || user.roles.includes("admin"), roles: user.roles, ability: user.ability };
}

/** Wires the http client, session and navigation together for one boot config. */
export function createServices(boot: BootConfig, options: ServiceOptions = {}): Services {
  const { app, errors } = boot;
  const session = createSessionStore(app.storageKey, options.storage);
  const heldNotices: Services["heldNotices"] = [];
  const notify = options.notify ?? {
    error: (message: string) => void heldNotices.push({ kind: "error", message }),
    success: (message: string) => void heldNotices.push({ kind: "success", message }),
  };
  const navigator: Navigator = {
    go: (to) => window.history.pushState(null, "", to),
    current: () => window.location.pathname + window.location.search,
  };

  let inflight: Promise<void> | null = null;
  let earlySession: Promise<void> | null = null;
  let loggingOut = false;
  async function loadSessionOnce() {
    const virtual = !app.loginInterception;
    const user = virtual
      ? { username: "admin", avatar: "", roles: ["admin"], ability: ["READ", "WRITE", "DELETE"] }
      : validateUserInfo(await services.http("/get_user_by_token"), errors);
    const access = accessOf(user, virtual);
    const routes =
      app.authentication === "all" && !virtual
        ? validateRoutes(await services.http("/router/getList"), errors)
        : visibleRoutes(
            boot.routes,
            { ...access, pages: user.pages },
            { rolesControl: app.rolesControl && !virtual, homePath: app.homePath },
          );
    // A language picked on the login page is the user's from now on; otherwise the user's saved language
    // wins over this browser's: switched to (a reload) when they differ.
    if (!virtual && takePendingLocale()) {
      if (user.locale !== getLocale())
        void services
          .http("/account/locale", { method: "PUT", data: { locale: getLocale() }, silent: true })
          .catch(() => {});
    } else if (isLocale(user.locale) && user.locale !== getLocale()) {
      rememberLocale(user.locale);
      (options.reload ?? (() => window.location.reload()))();
    }
    session.setUser(user, access);
    session.setRoutes(routes);
  }

  const http = createHttpClient({
    app,
    errors,
    fetch: options.fetch,
    getToken: () => session.get().token,
    setToken: (t) => session.setToken(t),
    onUnauthorized: (message) => {
      // Only the request that ends a live session says so: the parallel ones answered after it
      // find no token, and a visitor (or a logout) has no session to lose.
      const lost = session.get().token !== null && !loggingOut;
      session.reset();
      if (lost) services.notify.error(message);
      services.toLogin();
    },
    onForbidden: () => services.navigator.go("/403", true),
    notify: (m) => services.notify.error(m),
    onLoading: options.onLoading,
    onFailure: options.onHttpFailure,
  });
  const early = withEarlyAnswers(http, app.apiBase);
  // Answers asked for with a session that has ended are not served to the next one.
  session.onReset(() => {
    early.clear();
    earlySession = null;
  });

  const services: Services = {
    boot,
    session,
    navigator,
    notify,
    heldNotices,
    http: early.http,
    askEarly: early.ask,

    toLogin() {
      const here = services.navigator.current();
      const onLogin = here.startsWith("/login");
      services.navigator.go(onLogin ? here : `/login?redirect=${encodeURIComponent(here)}`, true);
    },

    async login(username, password) {
      const data = await services.http<{ user?: { username?: string } }>("/login", {
        method: "POST",
        data: { username, password },
        silent: true,
      });
      session.setToken(tokenFromLogin(data, app.tokenName, errors));
      return data?.user?.username ?? username;
    },

    loadSession() {
      if (earlySession) {
        const started = earlySession;
        earlySession = null;
        return started;
      }
      // The login and the guard may both ask at once: one request serves both.
      inflight ??= loadSessionOnce().finally(() => (inflight = null));
      return inflight;
    },

    ensureSession() {
      return session.get().routes !== null ? Promise.resolve() : services.loadSession();
    },

    loadSessionEarly() {
      const started = services.loadSession();
      earlySession = started;
      // Loaded: the guard has nothing to ask. Failed: the guard takes this attempt and says why.
      started.then(
        () => void (earlySession === started && (earlySession = null)),
        () => {},
      );
      return started;
    },

    updateBoot(next) {
      replaceInPlace(boot.app as unknown as Record<string, unknown>, next.app as unknown as Record<string, unknown>);
      replaceInPlace(
        boot.errors as unknown as Record<string, unknown>,
        next.errors as unknown as Record<string, unknown>,
      );
      boot.routes = next.routes;
      boot.version = next.version;
    },

    setLanguage(locale) {
      const loggedIn = !!session.get().token && app.loginInterception;
      return switchLocale(locale, {
        save: loggedIn
          ? (next) =>
              services.http("/account/locale", { method: "PUT", data: { locale: next }, silent: true }).catch(() => {})
          : undefined,
        reload: options.reload,
      });
    },

    async logout() {
      loggingOut = true;
      try {
        if (session.get().token) await services.http("/login_out", { silent: true });
      } finally {
        loggingOut = false;
        session.reset();
      }
    },
  };
  return services;
}
