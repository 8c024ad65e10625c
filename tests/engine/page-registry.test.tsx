import { readFileSync } from "node:fs";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "../../src/app/App.js";
import { modulePages, pageFor, pages } from "../../src/app/pages.js";
import { FRAMEWORK_PAGES } from "../../src/common/pages.js";
import { createServices } from "../../src/app/services.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { fakeResourceServer, type FakeResources } from "./support/fake-resources.js";
import { admin, reply, shippedBoot } from "./support/boot.js";
import { schoolConfig } from "./support/configs.js";
import { inlineComputedStylesOnly } from "./support/fast-styles.js";

inlineComputedStylesOnly();

/** The whole app at `path` with the shipped routes, signed in as admin, resources answering from `server`. */
function renderAppAt(path: string, server: FakeResources, modules?: string[]) {
  const resources = fakeResourceServer(server);
  const fetch = (url: string, init?: RequestInit) =>
    url.startsWith("/api/get_user_by_token") ? Promise.resolve(reply(admin)) : resources(url, init);
  window.localStorage.clear();
  window.localStorage.setItem("omo-token", "tok");
  window.history.replaceState(null, "", path);
  const boot = shippedBoot();
  if (modules) boot.app.modules = modules;
  const services = createServices(boot, { fetch: fetch as unknown as typeof globalThis.fetch });
  return render(<App services={services} />);
}

const as = (name: string): ResourceConfig => ({ ...schoolConfig, name });

describe("the page registry", () => {
  it("holds the pages the server lets a route name: the framework's, and each module's", () => {
    // The server refuses a route naming any other (mock-server/config/check-pages.ts); `Layout` is a group.
    expect(Object.keys(pages).sort()).toEqual(FRAMEWORK_PAGES.filter((p) => p !== "Layout").sort());
    // Each module's browser side registers exactly the pages its manifest declares.
    expect(Object.keys(modulePages).sort()).toEqual(["handouts", "scheduling"]);
    for (const name of Object.keys(modulePages)) {
      const manifest = JSON.parse(readFileSync(`modules/${name}/module.json`, "utf8")) as { pages: string[] };
      expect(Object.keys(modulePages[name]!)).toEqual(manifest.pages);
    }
  });
});

describe("config-driven routes", () => {
  it("renders a resource:<name> route as that resource's list, in a card without a heading", async () => {
    const { container } = renderAppAt("/operation-management/category-management", {
      configs: { category: as("category") },
      rows: { category: [{ id: 1, name: "数学" }] },
    });
    expect(await screen.findByText("数学")).toBeInTheDocument();
    expect(container.querySelector(".ant-card .ant-card-head")).toBeNull();
  });

  it("renders a form:<name> route as that resource's create form", async () => {
    renderAppAt("/campus-management/add-campus", { configs: { campus: as("campus") } });
    expect(await screen.findByLabelText("学校编号")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain("添加校区"));
  });

  it("shows a module's page as under construction while app.json does not list its module", async () => {
    renderAppAt("/educational-administration/course-conflict", { configs: {} }, []);
    expect(await screen.findByText("页面建设中")).toBeInTheDocument();
    expect(screen.getByText(/scheduling\/CourseConflict 尚未上线/)).toBeInTheDocument();
  });

  it("says so when a resource's config cannot be loaded", async () => {
    renderAppAt("/operation-management/category-management", { configs: {} });
    expect(await screen.findByText("页面配置加载失败")).toBeInTheDocument();
  });
});

describe("pageFor", () => {
  it("finds bespoke and config-driven pages, and nothing for keys it does not own", () => {
    expect(pageFor("handouts/TeachingNotes")?.Page).toBeDefined();
    expect(pageFor("resource:campus")).toMatchObject({ name: "campus" });
    // Names of Object's own methods are not pages (the placeholder shows instead).
    for (const key of ["constructor", "toString", "hasOwnProperty:x", "resource:"]) expect(pageFor(key)).toBeNull();
  });
});
