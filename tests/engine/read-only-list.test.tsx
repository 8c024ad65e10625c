import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { lessonConfig, lessonRows } from "./support/configs.js";
import { user } from "./support/user.js";
import { button, headers } from "./support/antd.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

/** A list over a view: even with write actions in its config (the server refuses those at start), none shows. */
const logConfig: ResourceConfig = {
  name: "log",
  title: "日志",
  source: { table: "v_log" },
  record: {
    type: "object",
    properties: {
      username: { type: "string", title: "用户" },
      action: { type: "string", title: "操作类型" },
      handle_url: { type: "string", title: "去处理" },
    },
  },
  list: {
    columns: [{ field: "username" }, { field: "action" }, { field: "handle_url", render: "link", linkText: "去处理" }],
    rowSelection: true,
    actions: { create: true, edit: true, delete: true, batchDelete: true, export: true },
  },
  form: { fields: [{ field: "username" }] },
};

const logRows = [
  { id: 1, username: "admin", action: "登录", handle_url: "/lesson-list?status=1", created_at: "", updated_at: "" },
  {
    id: 2,
    username: "editor",
    action: "修改密码",
    handle_url: "https://example.com/help",
    created_at: "",
    updated_at: "",
  },
];

const server = { configs: { log: logConfig, lesson: lessonConfig }, rows: { log: logRows, lesson: lessonRows } };
const rowOf = async (name: string) => within((await screen.findByText(name)).closest("tr")!);

describe("a read-only list (source.table)", () => {
  it("shows no 新增, 编辑, 删除, 批量删除 or checkboxes, and keeps 导出", async () => {
    renderEngine("/log-list", server);
    const row = await rowOf("editor");
    expect(row.queryByText(/编\s?辑/)).toBeNull();
    expect(row.queryByText(/^删\s?除$/)).toBeNull();
    expect(screen.queryByText(/新\s?增/)).toBeNull();
    expect(screen.queryByText("批量删除")).toBeNull();
    // No 操作 column: the table has the three columns of the config.
    expect(headers()).toEqual(["用户", "操作类型", "去处理"]);
    expect(document.querySelectorAll(".ant-table-selection-column")).toHaveLength(0);
    expect(screen.getByText(/导\s?出/)).toBeInTheDocument();
  });

  it("the same config without a source offers the write actions", async () => {
    const { source: _source, ...writable } = logConfig;
    renderEngine("/log-list", { ...server, configs: { ...server.configs, log: writable } });
    const row = await rowOf("editor");
    expect(row.getByText(/编\s?辑/)).toBeInTheDocument();
    expect(button("新增")).toBeInTheDocument();
    expect(headers()).toContain("操作");
  });

  it("a link column shows its linkText, opening a page of the app inside it and other addresses in a new tab", async () => {
    const u = user();
    renderEngine("/log-list", server);
    const external = (await rowOf("editor")).getByText("去处理").closest("a")!;
    expect(external).toHaveAttribute("href", "https://example.com/help");
    expect(external).toHaveAttribute("target", "_blank");
    const inApp = (await rowOf("admin")).getByText("去处理").closest("a")!;
    expect(inApp).not.toHaveAttribute("target");
    await u.click(inApp);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe("/lesson-list?status=1"));
    expect(await screen.findByText("奥数提高班")).toBeInTheDocument();
  });
});
