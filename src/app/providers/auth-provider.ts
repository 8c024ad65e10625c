import type { AuthProvider } from "@refinedev/core";
import type { Services } from "../services.js";
import { HttpError } from "../http/http-error.js";
import { welcomeMessage } from "../../common/greeting.js";
import { t } from "../locale/zh-CN.js";
import { businessHour } from "../locale/business-time.js";
import { localize } from "../../common/i18n.js";

/** Refine's auth provider over the session services (token in localStorage, header `code`). */
export function createAuthProvider(services: Services): AuthProvider {
  return {
    // No redirectTo: once the session is loaded, the guard itself leaves /login for the
    // `redirect` target, so there is one navigation, not two racing each other.
    async login({ username, password }: { username: string; password: string }) {
      try {
        await services.login(username, password);
        await services.loadSession();
        // The welcome notice (spec §4) rides on Refine's own success notification: the login
        // page unmounts on redirect, so it cannot show it itself.
        const name = services.session.get().user?.username ?? username;
        return {
          success: true,
          successNotification: {
            message: t("login.welcome"),
            description: welcomeMessage(
              name,
              localize(services.boot.app.title),
              businessHour(services.boot.app.timeZone),
            ),
          },
        };
      } catch (err) {
        const e = err as HttpError | Error;
        return {
          success: false,
          error: {
            name: t("login.failed"),
            message: e.message,
            ...(e instanceof HttpError ? { errors: e.errors } : {}),
          },
        };
      }
    },
    async logout() {
      await services.logout();
      return { success: true, redirectTo: "/login" };
    },
    async check() {
      const { token } = services.session.get();
      return token ? { authenticated: true } : { authenticated: false, redirectTo: "/login", logout: true };
    },
    async onError(error: { statusCode?: number }) {
      return error?.statusCode === 401 ? { logout: true, redirectTo: "/login" } : {};
    },
    async getIdentity() {
      const { user } = services.session.get();
      return user ? { id: user.username, name: user.nickname || user.username, avatar: user.avatar } : null;
    },
    async getPermissions() {
      return services.session.get().access;
    },
  };
}
