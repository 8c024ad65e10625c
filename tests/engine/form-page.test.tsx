import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { requestsTo } from "./support/fake-resources.js";
import { schoolConfig } from "./support/configs.js";
import { user } from "./support/user.js";
import { button, optionsOf } from "./support/antd.js";
import { reply } from "./support/boot.js";
import { tabsStoreFor } from "../../src/shell/tabs/tabs-store.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";

const configs = { school: schoolConfig };
/** The messages shown under the field labelled `label`. */
const messagesOf = (label: string) =>
  [
    ...(screen.getByLabelText(label).closest(".ant-form-item")?.querySelectorAll(".ant-form-item-explain-error") ?? []),
  ].map((el) => el.textContent);
const toasts = () => [...document.querySelectorAll(".ant-message-notice")].map((el) => el.textContent);

describe("create form page", () => {
  it("shows the record's rules as you type, with the shared messages", async () => {
    const u = user();
    renderEngine("/school-add", { configs });
    const name = await screen.findByLabelText("学校名称");
    await u.type(name, "一");
    await u.clear(name);
    await waitFor(() => expect(messagesOf("学校名称")).toEqual(["请输入学校名称"]));
    await u.type(name, "一二三四五六七八九十十");
    await waitFor(() => expect(messagesOf("学校名称")).toEqual(["学校名称不能超过10个字符"]));
    await u.type(screen.getByLabelText("联系电话"), "123");
    await waitFor(() => expect(messagesOf("联系电话")).toEqual(["请输入正确的手机号"]));
    await u.type(screen.getByLabelText("学校编号"), "bj1");
    await waitFor(() => expect(messagesOf("学校编号")).toEqual(["学校编号为2个大写字母加3位数字，如 BJ001"]));
    await u.clear(screen.getByLabelText("学校编号"));
    await u.type(screen.getByLabelText("学校编号"), "BJ001");
    await waitFor(() => expect(messagesOf("学校编号")).toEqual([]));
  });

  it("offers the configured time slots: 08:30 to 18:30 every 15 minutes", async () => {
    renderEngine("/school-add", { configs });
    await screen.findByLabelText("上课时间");
    const slots = await optionsOf(user(), "上课时间");
    expect(slots).toHaveLength(41);
    expect(slots[0]).toBe("08:30");
    expect(slots[1]).toBe("08:45");
    expect(slots.at(-1)).toBe("18:30");
  });

  it("puts the server's field errors on their fields without a toast", async () => {
    const u = user();
    renderEngine("/school-add", {
      configs,
      handle: (method) =>
        method === "POST" ? reply({ errors: { code: "学校编号已存在" } }, 10001, 400, "参数错误") : undefined,
    });
    await u.type(await screen.findByLabelText("学校名称"), "实验小学");
    await u.type(screen.getByLabelText("学校编号"), "BJ001");
    await u.click(button("保存"));
    await waitFor(() => expect(messagesOf("学校编号")).toEqual(["学校编号已存在"]));
    expect(toasts()).toEqual([]);
  });

  it("shows a failure that is not about a field once", async () => {
    const u = user();
    renderEngine("/school-add", {
      configs,
      handle: (method) => (method === "POST" ? reply(null, 13105, 409, "仍被引用") : undefined),
    });
    await u.type(await screen.findByLabelText("学校名称"), "实验小学");
    await u.type(screen.getByLabelText("学校编号"), "BJ001");
    await u.click(button("保存"));
    await waitFor(() => expect(toasts()).toEqual(["更新或删除失败：仍被引用"]));
    await new Promise((r) => setTimeout(r, 300));
    expect(toasts()).toHaveLength(1);
  });

  it("saves the typed values with the record's defaults, says 新增成功 and returns to the list", async () => {
    const u = user();
    const { fetch, services } = renderEngine("/school-add", { configs, rows: { school: [] } });
    const tabs = tabsStoreFor(services);
    tabs.visit({ name: "schoolList", path: "/school-list", search: "", title: "学校" });
    tabs.visit({ name: "schoolAdd", path: "/school-add", search: "", title: "添加学校" });
    await u.type(await screen.findByLabelText("学校名称"), "实验小学");
    await u.type(screen.getByLabelText("学校编号"), "BJ001");
    await u.click(button("保存"));
    await waitFor(() => expect(window.location.pathname).toBe("/school-list"));
    expect(await screen.findByText("新增成功")).toBeInTheDocument();
    expect(tabs.get().tabs.map((t) => t.key)).toEqual(["schoolList"]);
    const [post] = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post[1]?.body))).toEqual({ name: "实验小学", code: "BJ001", kind: 2 });
    // The list page it returns to asks for its rows.
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/school").length).toBeGreaterThan(0));
  });

  describe("opened directly (a bookmark, a new tab), of a resource without a list page", () => {
    /** The school's form as the only page of its resource: its list is another kind of page (as 添加视频's is 录播讲义). */
    const formOnly = (activeMenu?: string): RouteConfig[] => [
      {
        path: "/",
        name: "Root",
        component: "Layout",
        children: [
          { path: "school-list", name: "Notes", component: "Handouts", meta: { title: "讲义" } },
          {
            path: "school-add",
            name: "schoolAdd",
            component: "form:school",
            meta: { title: "添加学校", hidden: true, activeMenu },
          },
        ],
      },
    ];
    const save = async (activeMenu?: string) => {
      const u = user();
      const { services } = renderEngine("/school-add", { configs, rows: { school: [] } });
      services.session.setRoutes(formOnly(activeMenu));
      await u.type(await screen.findByLabelText("学校名称"), "实验小学");
      await u.type(screen.getByLabelText("学校编号"), "BJ001");
      await u.click(button("保存"));
      expect(await screen.findByText("新增成功")).toBeInTheDocument();
    };

    it("returns to the page it belongs to (its meta.activeMenu), not out of the app", async () => {
      await save("/school-list");
      await waitFor(() => expect(window.location.pathname).toBe("/school-list"));
    });

    it("goes home when it belongs to no page", async () => {
      await save();
      await waitFor(() => expect(window.location.pathname).toBe("/index"));
    });
  });
});
