import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../helpers/render-app.js";

const here = () => window.location.pathname + window.location.search;

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByPlaceholderText("请输入用户名"), username);
  await user.type(screen.getByPlaceholderText("请输入密码"), password);
  await user.click(screen.getByRole("button", { name: /登\s*录/ }));
}

describe("login page", () => {
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
});
