import { render } from "@testing-library/react";
import { vi } from "vitest";
import { App } from "../../src/app/App.js";
import { createServices } from "../../src/app/services.js";
import type { UserInfo } from "../../src/app/session/validate.js";
import type { BootConfig } from "../../src/app/boot-config.js";
import { reply, shippedBootConfig } from "./boot-config.js";

export const adminInfo: UserInfo = {
  username: "admin",
  avatar: "",
  roles: ["admin"],
  ability: ["READ", "WRITE", "DELETE"],
  admin: true,
};
export const editorInfo: UserInfo = {
  username: "editor",
  avatar: "",
  roles: ["editor"],
  ability: ["READ", "WRITE"],
  admin: false,
};

/** A stand-in for the server: answers login and user info like the real one. */
export function fakeServer(
  users: Record<string, { password: string; info: UserInfo }> = {
    admin: { password: "admin123", info: adminInfo },
    editor: { password: "editor123", info: editorInfo },
  },
) {
  const tokens = new Map<string, UserInfo>();
  return vi.fn(async (url: string, init?: RequestInit) => {
    const token = (init?.headers as Record<string, string> | undefined)?.code;
    if (url.startsWith("/api/login")) {
      const { username, password } = JSON.parse(String(init?.body));
      const user = users[username];
      if (!user || user.password !== password) return reply(null, 11008, 400, "用户名或密码错误");
      tokens.set(`tok-${username}`, user.info);
      return reply({ token: `tok-${username}`, user: { username } });
    }
    if (url.startsWith("/api/get_user_by_token")) {
      const info = token && tokens.get(token);
      return info ? reply(info) : reply(null, 401, 401);
    }
    if (url.startsWith("/api/login_out")) return reply(null);
    return reply(null, 404, 404);
  });
}

/** Renders the whole app at a path, with a fake server and an optional stored token. */
export function renderApp(
  path: string,
  options: { fetch?: ReturnType<typeof fakeServer>; token?: string; boot?: BootConfig } = {},
) {
  window.localStorage.clear();
  if (options.token) window.localStorage.setItem("omo-token", options.token);
  window.history.replaceState(null, "", path);
  const fetch = options.fetch ?? fakeServer();
  const services = createServices(options.boot ?? shippedBootConfig(), {
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const result = render(<App services={services} />);
  return { ...result, services, fetch };
}
