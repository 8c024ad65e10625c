import { readdirSync, readFileSync } from "node:fs";
import { render, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import userEvent from "@testing-library/user-event";
import { App as AntdApp, ConfigProvider } from "antd";
import zhCNLocale from "antd/es/locale/zh_CN";
import { BrowserRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import { ServicesContext } from "../../../src/app/services-context.js";
import { createServices } from "../../../src/app/services.js";
import { RefineShell } from "../../../src/app/refine/RefineShell.js";
import PageDesignerPage from "../../../src/modules/designer/PageDesignerPage.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { reply, shippedBootConfig } from "../../helpers/boot-config.js";
import { adminInfo } from "../../helpers/render-app.js";
import { fileProblems } from "../../../mock-server/config/check-one-file.js";
import { inlineComputedStylesOnly } from "../../engine/support/fast-styles.js";

inlineComputedStylesOnly();

export const PATH = "/general-settings/page-designer";

/** A small list page, as an admin would have written it. */
export const room = (): ResourceConfig => ({
  $schema: "../../schemas/resource.schema.json",
  name: "room",
  title: "教室",
  record: {
    type: "object",
    required: ["name", "seats"],
    properties: {
      name: { type: "string", title: "教室名称", maxLength: 20 },
      seats: { type: "integer", title: "座位数", minimum: 1, maximum: 200 },
      kind: {
        type: "string",
        title: "类型",
        options: [
          { value: "normal", label: "普通教室" },
          { value: "live", label: "直播间" },
        ],
      },
    },
  },
  list: {
    columns: [{ field: "name", sortable: true }, { field: "seats" }, { field: "kind" }],
    query: [{ field: "name", operator: "contains" }],
    actions: { create: true, edit: true },
  },
  form: { fields: [{ field: "name" }, { field: "seats" }, { field: "kind" }] },
});

/** The shipped schemas, as `GET /config/schemas` serves them. */
const schemas = () =>
  Object.fromEntries(
    readdirSync("schemas")
      .filter((f) => f.endsWith(".schema.json"))
      .map((f) => [f, JSON.parse(readFileSync(`schemas/${f}`, "utf8"))]),
  );

/** The files of `GET /config/files`: the shipped routes and the room page. */
export const files = (version = "v1", roomConfig: ResourceConfig = room()) => ({
  version,
  files: {
    "routes.json": JSON.parse(readFileSync("config/routes.json", "utf8")),
    "resources/room.json": roomConfig,
  },
  status: { version, appliedAt: "2026-11-20 10:00:00", appliedBy: "admin", problems: [] },
});

type Handler = (method: string, path: string, body: unknown) => Response | undefined;

/**
 * The designer's endpoints (files, schemas, plan, save) and what its preview reads (rooms, roles),
 * with `handle` answering first. Every request is recorded.
 */
export function designerServer(handle?: Handler) {
  return vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = new URL(input, "http://localhost").pathname.replace(/^\/api/, "");
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const own = handle?.(method, path, body);
    if (own) return own;
    if (path === "/config/files" && method === "GET") return reply(files());
    if (path === "/config/schemas") return reply(schemas());
    if (path === "/config/check") return reply({ problems: fileProblems(body.file, body.value, "zh-CN") });
    if (path === "/config/plan") return reply({ version: "v1", problems: [], lines: ["修改资源 room"] });
    if (path === "/config/files" && method === "PUT") return reply({ version: "v2", lines: ["修改资源 room"] });
    if (path === "/v1/roles") return reply({ list: [{ name: "admin", title: "管理员" }], total: 1 });
    if (path === "/v1/resources/room")
      return reply({ list: [{ id: 1, name: "一号教室", seats: 30, kind: "normal" }], total: 1 });
    return reply(null, 404, 404, "not found");
  });
}

export type DesignerFetch = ReturnType<typeof designerServer>;

/** The recorded requests with this method and path (after `/api`), with their JSON bodies. */
export const requests = (fetch: DesignerFetch, method: string, path: string) =>
  fetch.mock.calls
    .filter(
      ([input, init]) => (init?.method ?? "GET") === method && new URL(input, "http://x").pathname === `/api${path}`,
    )
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));

/** 页面设计 as the shell hosts it (inside Refine), signed in as the admin, on a fake server. */
export async function renderDesigner(fetch = designerServer()) {
  window.localStorage.clear();
  window.history.replaceState(null, "", PATH);
  const services = createServices(shippedBootConfig(), { fetch: fetch as unknown as typeof globalThis.fetch });
  services.session.setToken("tok");
  services.session.setUser(adminInfo, { admin: true, roles: adminInfo.roles, ability: adminInfo.ability });
  services.session.setRoutes(services.boot.routes);
  render(
    <ServicesContext.Provider value={services}>
      <ConfigProvider locale={zhCNLocale}>
        <AntdApp>
          <BrowserRouter>
            <RefineShell>
              <Routes>
                <Route path={PATH} element={<PageDesignerPage />} />
              </Routes>
            </RefineShell>
          </BrowserRouter>
        </AntdApp>
      </ConfigProvider>
    </ServicesContext.Provider>,
  );
  const user = userEvent.setup();
  await screen.findByText("新建页面");
  return { fetch, user };
}

/** Opens a resource from the designer's list. */
export async function openResource(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole("button", { name: `打开 ${name}` }));
  await waitFor(() => expect(screen.getAllByText("字段名").length).toBeGreaterThan(0));
}

/** The JSON tab's text, parsed: the file as the draft has it. */
export async function draftFile(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("tab", { name: /JSON/ }));
  const area = await screen.findByLabelText<HTMLTextAreaElement>("文件内容");
  return waitFor(() => JSON.parse(area.value) as ResourceConfig);
}

/**
 * Picks `option` in the select named `label` (given by `aria-label`, which antd puts on the select's
 * box and its input both: the input is the one to open).
 */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = screen.getAllByLabelText(label).find((el) => el.getAttribute("role") === "combobox")!;
  if (input.getAttribute("aria-expanded") !== "true") await user.click(input);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
      (el) => el.getAttribute("title") === option && !el.closest(".ant-select-dropdown-hidden"),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}
