import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "../../src/app/App.js";
import { createServices } from "../../src/app/services.js";
import { getLocale, setLocale } from "../../src/common/i18n.js";
import { LOCALE_KEY } from "../../src/app/locale/choose.js";
import { adminInfo, fakeServer } from "../helpers/render-app.js";
import { reply, shippedBootConfig } from "../helpers/boot-config.js";

afterEach(() => setLocale("zh-CN"));

/** The app at a path with a server that also answers PUT /api/account/locale; `reload` is watched. */
function renderWithSwitch(path: string, options: { token?: string; locale?: string } = {}) {
  window.localStorage.clear();
  if (options.token) window.localStorage.setItem("omo-token", options.token);
  window.history.replaceState(null, "", path);
  const server = fakeServer({ admin: { password: "admin123", info: { ...adminInfo, locale: options.locale ?? "" } } });
  const saved: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/account/locale")) {
      saved.push({ body: JSON.parse(String(init?.body)), headers: init?.headers });
      return reply({ locale: "en-US" });
    }
    return server(url, init);
  });
  const reload = vi.fn();
  const services = createServices(shippedBootConfig(), { fetch: fetch as unknown as typeof globalThis.fetch, reload });
  render(<App services={services} />);
  return { fetch, reload, saved, services };
}

describe("the language switch", () => {
  it("on the login page: remembered in the browser, nothing saved on the server, the page reloads", async () => {
    const { reload, saved } = renderWithSwitch("/login");
    const group = await screen.findByRole("group", { name: "语言" });
    expect(group).toHaveTextContent("中文/English");
    expect(screen.getByRole("button", { name: "中文" })).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByRole("button", { name: "English" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe("en-US");
    expect(getLocale()).toBe("en-US");
    expect(saved).toEqual([]);
  });

  it("in the header: saved for the user, then the page reloads", async () => {
    const { fetch, reload, saved } = renderWithSwitch("/login");
    fireEvent.change(await screen.findByPlaceholderText("请输入用户名"), { target: { value: "admin" } });
    fireEvent.change(screen.getByPlaceholderText("请输入密码"), { target: { value: "admin123" } });
    fireEvent.click(screen.getByRole("button", { name: /登\s*录/ }));
    await waitFor(() => expect(window.location.pathname).not.toBe("/login"), { timeout: 10000 });
    // The shell's header (the login page's switch is gone with the login page).
    await screen.findByTestId("refresh-button", {}, { timeout: 10000 });
    const header = screen.getByRole("group", { name: "语言" });
    fireEvent.click(header.querySelector("button[lang=en-US]")!);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(saved).toMatchObject([{ body: { locale: "en-US" } }]);
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe("en-US");
    // Every request says which language it wants.
    const [, init] = fetch.mock.calls.find(([url]) => String(url).startsWith("/api/get_user_by_token"))!;
    expect((init?.headers as Record<string, string>)["accept-language"]).toBe("zh-CN");
  });

  it("after a login, the user's saved language replaces the browser's", async () => {
    const { reload } = renderWithSwitch("/login", { locale: "en-US" });
    fireEvent.change(await screen.findByPlaceholderText("请输入用户名"), { target: { value: "admin" } });
    fireEvent.change(screen.getByPlaceholderText("请输入密码"), { target: { value: "admin123" } });
    fireEvent.click(screen.getByRole("button", { name: /登\s*录/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe("en-US");
  });
});
