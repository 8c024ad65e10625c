import type { AuthProvider } from "@refinedev/core";
import type { Services } from "../services.js";
import { HttpError } from "../http/http-error.js";

/** Refine's auth provider over the session services (token in localStorage, header `code`). */
export function createAuthProvider(services: Services): AuthProvider {
  return {
    async login({ username, password, redirectTo }: { username: string; password: string; redirectTo?: string }) {
      try {
        await services.login(username, password);
        await services.loadSession();
        return { success: true, redirectTo: redirectTo || "/" };
      } catch (err) {
        const e = err as HttpError | Error;
        return { success: false, error: { name: "登录失败", message: e.message, ...(e instanceof HttpError ? { errors: e.errors } : {}) } };
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
