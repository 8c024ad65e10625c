import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeServer, renderApp } from "../helpers/render-app.js";
import { reply, shippedBootConfig } from "../helpers/boot-config.js";

const here = () => window.location.pathname + window.location.search;

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByPlaceholderText("请输入用户名"), username);
  await user.type(screen.getByPlaceholderText("请输入密码"), password);
  await user.click(screen.getByRole("button", { name: /登\s*录/ }));
}

describe("login page", () => {
  it("shows the app's logo, heading and note from app.json, and the framework's heading without them", async () => {
    const { unmount } = renderApp("/login");
    expect(await screen.findByText("教务、校区与运营人员使用；没有账号请联系管理员开通")).toBeInTheDocument();
    expect(document.querySelector("main img")?.getAttribute("src")).toBe("/api/app/logo");
    unmount();
    const boot = shippedBootConfig();
    const { logo: _logo, login: _login, ...plain } = boot.app;
    renderApp("/login", { boot: { ...boot, app: { ...plain, title: "图书馆后台" } } });
    expect(await screen.findByText("欢迎登录")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "图书馆后台" })).toBeInTheDocument();
    expect(document.querySelector("main img")).toBeNull();
  });

  it("shows the validator message for a password under 6 characters and sends nothing", async () => {
    const { fetch } = renderApp("/login");
    await submit("admin", "123");
    expect(await screen.findByText("密码不能少于6位")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith("/api/login"))).toBe(false);
  });

  it("shows the catalogue text for wrong credentials and stays", async () => {
    renderApp("/login");
    await submit("admin", "wrong-password");
    expect(await screen.findByText("用户名或密码错误")).toBeInTheDocument();
    expect(here()).toBe("/login");
  });

  it("logs in, stores the token and returns to the redirect target", async () => {
    renderApp("/login?redirect=%2Fdemo");
    await submit("admin", "admin123");
    await waitFor(() => expect(here()).toBe("/demo"));
    expect(window.localStorage.getItem("omo-token")).toBe("tok-admin");
    // The welcome notice greets by the hour (spec §4).
    expect(await screen.findByText(/^(早上|上午|中午|下午|晚上)好 admin，欢迎登录 OMO Admin$/)).toBeInTheDocument();
  });

  it("puts the server's field messages under their fields, and takes them off as the field is corrected", async () => {
    const server = fakeServer();
    const fetch = vi.fn(async (url: string, init?: RequestInit) =>
      url.startsWith("/api/login") && JSON.parse(String(init?.body)).username === "ad min"
        ? reply({ errors: { username: "用户名不能包含空格", other: "dropped" } }, 10001, 400, "参数错误")
        : server(url, init),
    );
    renderApp("/login", { fetch });
    await submit("ad min", "admin123");
    const message = await screen.findByText("用户名不能包含空格");
    const input = screen.getByPlaceholderText("请输入用户名");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input.getAttribute("aria-describedby")).toBe(message.id);
    expect(screen.queryByText("dropped")).toBeNull();
    await userEvent.setup().type(input, "x");
    await waitFor(() => expect(screen.queryByText("用户名不能包含空格")).toBeNull());
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("asks for both fields when sent empty", async () => {
    const { fetch } = renderApp("/login");
    await userEvent.setup().click(await screen.findByRole("button", { name: /登\s*录/ }));
    expect(await screen.findByText("请输入用户名", { selector: "[role=alert]" })).toBeInTheDocument();
    expect(screen.getByText("请输入密码", { selector: "[role=alert]" })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith("/api/login"))).toBe(false);
  });
});
