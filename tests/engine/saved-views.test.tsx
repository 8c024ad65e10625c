import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { editor } from "./support/boot.js";
import { reply } from "../helpers/boot-config.js";
import { lessonConfig, lessonRows } from "./support/configs.js";
import { requestsTo } from "./support/fake-resources.js";
import { user } from "./support/user.js";
import { button, headers } from "./support/antd.js";

interface FakeView {
  id: number;
  resource: string;
  name: string;
  state: Record<string, unknown>;
  roles: string[];
  owner: string;
  mine: boolean;
}

const onlineOnly = {
  id: 7,
  resource: "lesson",
  name: "在线课程",
  state: {
    filters: [{ field: "online", operator: "eq", value: true }],
    sorters: [{ field: "name", order: "asc" }],
    columns: {
      order: ["name", "id", "fee", "status", "levels", "online", "campus_id", "opened_on", "seats"],
      hidden: ["fee", "seats"],
    },
    pageSize: 50,
  },
  roles: [],
  owner: "admin",
  mine: true,
};
const published = { ...onlineOnly, id: 8, name: "校区视图", owner: "admin", mine: false, roles: ["editor"] };

/** `/api/v1/views…` over a list kept in memory; every write recorded. */
function viewsServer(views: FakeView[], defaultId: number | null = null) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  let def = defaultId;
  const handle = (method: string, url: URL, body: unknown) => {
    if (!url.pathname.startsWith("/api/v1/views")) return undefined;
    if (method !== "GET") writes.push({ method, path: url.pathname, body });
    if (url.pathname === "/api/v1/views" && method === "GET") return reply({ list: views, default_id: def });
    if (url.pathname === "/api/v1/views/default") {
      def = (body as { view_id: number | null }).view_id;
      return reply({ default_id: def });
    }
    if (url.pathname === "/api/v1/views" && method === "POST") {
      const b = body as { name: string; state: Record<string, unknown> };
      if (views.some((v) => v.mine && v.name === b.name))
        return reply({ errors: { name: "视图名称已存在" } }, 10040, 400, "视图名称已存在");
      const made = { id: 100 + views.length, resource: "lesson", roles: [], owner: "admin", mine: true, ...b };
      views.push(made);
      return reply(made);
    }
    return reply(null, 404, 404);
  };
  return { handle, writes };
}

const server = (views: ReturnType<typeof viewsServer>) => ({
  configs: { lesson: lessonConfig },
  rows: { lesson: lessonRows },
  handle: views.handle,
});

const menuItem = async (text: string | RegExp) =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-dropdown:not(.ant-dropdown-hidden) li")].find(
      (li) => (typeof text === "string" ? li.textContent?.startsWith(text) : text.test(li.textContent ?? "")),
    );
    if (!found) throw new Error(`no menu item ${text}`);
    return found;
  });
const lastList = (fetch: Parameters<typeof requestsTo>[0]) => requestsTo(fetch, "/api/v1/resources/lesson").at(-1)!;

describe("the 视图 control", () => {
  it("applies a chosen view: filters, sort, page size, columns, and names it in the address", async () => {
    const u = user();
    const views = viewsServer([onlineOnly, published]);
    const { fetch } = renderEngine("/lesson-list", server(views));
    await screen.findByText("奥数提高班");
    expect(screen.getByTestId("saved-views").textContent).toContain("默认视图");

    await u.click(screen.getByTestId("saved-views"));
    expect((await menuItem("校区视图")).textContent).toContain("来自 admin");
    await u.click(await menuItem("在线课程"));

    await waitFor(() => expect(new URL(window.location.href).searchParams.get("view")).toBe("7"));
    await waitFor(() => expect(lastList(fetch).searchParams.get("online")).toBe("true"));
    expect(lastList(fetch).searchParams.get("prop")).toBe("name");
    expect(lastList(fetch).searchParams.get("pageSize")).toBe("50");
    await waitFor(() => expect(headers()).not.toContain("学费"));
    expect(headers().indexOf("课程名称")).toBeLessThan(headers().indexOf("ID"));
    expect(screen.getByTestId("saved-views").textContent).toContain("在线课程");
  });

  it("opens on the user's default view, and 默认视图 goes back to the config's list", async () => {
    const u = user();
    const views = viewsServer([onlineOnly], 7);
    const { fetch } = renderEngine("/lesson-list", server(views));
    await waitFor(() => expect(new URL(window.location.href).searchParams.get("view")).toBe("7"));
    await waitFor(() => expect(lastList(fetch).searchParams.get("online")).toBe("true"));

    await u.click(screen.getByTestId("saved-views"));
    await u.click(await menuItem("默认视图"));
    await waitFor(() => expect(new URL(window.location.href).searchParams.get("view")).toBeNull());
    await waitFor(() => expect(lastList(fetch).searchParams.get("online")).toBeNull());
    expect(lastList(fetch).searchParams.get("pageSize")).toBe("20");
    expect(headers()).toContain("学费");
  });

  it("saves the current state under a name; a taken name is said on the field", async () => {
    const u = user();
    const views = viewsServer([onlineOnly]);
    renderEngine("/lesson-list", server(views));
    await screen.findByText("奥数提高班");
    await u.click(screen.getByTestId("saved-views"));
    await u.click(await menuItem("保存为视图"));
    const name = await screen.findByLabelText("视图名称");
    await u.type(name, "在线课程");
    await u.click(button("确定"));
    expect(await screen.findByText("视图名称已存在")).toBeTruthy();

    await u.clear(name);
    await u.type(name, "按ID倒序");
    await u.click(button("确定"));
    await waitFor(() => expect(views.writes.filter((w) => w.method === "POST")).toHaveLength(2));
    expect(views.writes.at(-1)!.body).toEqual({
      resource: "lesson",
      name: "按ID倒序",
      state: {
        filters: [],
        sorters: [{ field: "id", order: "desc" }],
        columns: {
          order: ["id", "name", "fee", "status", "levels", "online", "campus_id", "opened_on", "seats"],
          hidden: ["seats"],
        },
        pageSize: 20,
      },
    });
    await waitFor(() => expect(screen.getByTestId("saved-views").textContent).toContain("按ID倒序"));
    expect(new URL(window.location.href).searchParams.get("view")).toBe("101");
  });

  it("offers a published view read-only: copy and default, no update, delete or publish", async () => {
    const u = user();
    const views = viewsServer([published]);
    const { fetch } = renderEngine("/lesson-list?view=8", server(views), editor);
    await waitFor(() => expect(screen.getByTestId("saved-views").textContent).toContain("校区视图"));
    // A link naming only the view shows the view's list.
    await waitFor(() => expect(lastList(fetch).searchParams.get("online")).toBe("true"));
    await u.click(screen.getByTestId("saved-views"));
    await menuItem("复制为我的视图");
    const texts = [...document.querySelectorAll(".ant-dropdown:not(.ant-dropdown-hidden) li")].map(
      (li) => li.textContent,
    );
    expect(texts).not.toContain("更新为当前");
    expect(texts).not.toContain("删除视图");
    expect(texts.some((t) => t?.startsWith("发布到角色"))).toBe(false);
    await u.click(await menuItem("设为我的默认"));
    await waitFor(() =>
      expect(views.writes).toEqual([
        { method: "PUT", path: "/api/v1/views/default", body: { resource: "lesson", view_id: 8 } },
      ]),
    );
  });

  it("a link with the list's own query shows that query, with the view's columns", async () => {
    const views = viewsServer([onlineOnly]);
    const { fetch } = renderEngine("/lesson-list?view=7&currentPage=1&pageSize=20", server(views));
    await waitFor(() => expect(screen.getByTestId("saved-views").textContent).toContain("在线课程"));
    await waitFor(() => expect(headers()).not.toContain("学费"));
    expect(lastList(fetch).searchParams.get("online")).toBeNull();
    expect(lastList(fetch).searchParams.get("pageSize")).toBe("20");
    expect(new URL(window.location.href).searchParams.get("view")).toBe("7");
  });
});
