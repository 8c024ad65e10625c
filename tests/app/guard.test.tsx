import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "../../src/app/App.js";
import { createServices } from "../../src/app/services.js";
import { safeRedirect } from "../../src/app/router/Guard.js";
import { fakeServer, renderApp } from "../helpers/render-app.js";
import { shippedBootConfig } from "../helpers/boot-config.js";

const here = () => window.location.pathname + window.location.search;

/** A server that already knows a token for the given user. */
async function loggedIn(username: "admin" | "editor") {
  const fetch = fakeServer();
  await fetch("/api/login", { method: "POST", body: JSON.stringify({ username, password: `${username}123` }) });
  return { fetch, token: `tok-${username}` };
}

describe("navigation guard (spec §4)", () => {
  it("sends a visitor to /login with the attempted path as redirect", async () => {
    renderApp("/educational-administration/teaching-notes?x=1");
    await waitFor(() => expect(here()).toBe("/login?redirect=%2Feducational-administration%2Fteaching-notes%3Fx%3D1"));
    expect(await screen.findByPlaceholderText("请输入用户名")).toBeInTheDocument();
  });

  it("lets a visitor open the public pages", async () => {
    renderApp("/register");
    expect(await screen.findByPlaceholderText("请再次输入密码")).toBeInTheDocument();
    expect(here()).toBe("/register");
  });

  it("loads the session for a stored token and redirects / to /index", async () => {
    renderApp("/", await loggedIn("admin"));
    await waitFor(() => expect(here()).toBe("/index"));
    expect(await screen.findByRole("heading", { name: /好，admin/ })).toBeInTheDocument();
  });

  it("sends a logged-in visit to /login on to /", async () => {
    renderApp("/login", await loggedIn("admin"));
    await waitFor(() => expect(here()).toBe("/index"));
  });

  it("answers an unknown path with /404 and a denied one with /403", async () => {
    const { unmount } = renderApp("/no/such/page", await loggedIn("editor"));
    await waitFor(() => expect(here()).toBe("/404"));
    unmount();
    renderApp("/authority-management/rights-management", await loggedIn("editor"));
    await waitFor(() => expect(here()).toBe("/403"));
    expect(await screen.findByText("抱歉，您无权访问此页面")).toBeInTheDocument();
  });

  it("resets the session and goes to login with redirect when loading it fails", async () => {
    renderApp("/index", { token: "stale-token" });
    await waitFor(() => expect(here()).toBe("/login?redirect=%2Findex"));
    expect(window.localStorage.getItem("omo-token")).toBeNull();
  });

  it("shows a placeholder naming the route for a page not built yet", async () => {
    // A config newer than the code: a route whose component no registry knows.
    const boot = shippedBootConfig();
    const group = boot.routes.find((r) => r.path === "/authority-management")!;
    group.children = [
      ...(group.children ?? []),
      { path: "audit-report", name: "AuditReport", component: "authority/AuditReport", meta: { title: "审计报表" } },
    ];
    const { fetch, token } = await loggedIn("admin");
    window.localStorage.clear();
    window.localStorage.setItem("omo-token", token);
    window.history.replaceState(null, "", "/authority-management/audit-report");
    render(<App services={createServices(boot, { fetch: fetch as unknown as typeof globalThis.fetch })} />);
    expect(await screen.findByText("页面建设中")).toBeInTheDocument();
    expect(screen.getByText(/审计报表.*authority\/AuditReport/)).toBeInTheDocument();
  });
});

describe("safeRedirect", () => {
  it("follows only paths of this app", () => {
    expect(safeRedirect("?redirect=%2Findex%3Fa%3D1")).toBe("/index?a=1");
    expect(safeRedirect("?redirect=https%3A%2F%2Fevil.example")).toBe("/");
    expect(safeRedirect("?redirect=%2F%2Fevil.example")).toBe("/");
    expect(safeRedirect("")).toBe("/");
  });
});
