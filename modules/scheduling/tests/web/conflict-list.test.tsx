import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UserInfo } from "../../../../src/app/session/validate.js";
import ConflictListPage from "../../web/ConflictListPage.js";
import { reply } from "../../../../tests/helpers/boot-config.js";
import { headers, pickOption } from "../../../../tests/engine/support/antd.js";
import { calls, fakeServer, renderPage, type Answer, type FakeFetch } from "../../../../tests/helpers/render-page.js";
import { conflictRow, detail3 } from "./conflict-fixtures.js";
import { editorInfo } from "../../../../tests/helpers/render-app.js";

const PATH = "/educational-administration/course-conflict";

const openRows = [
  conflictRow(3),
  conflictRow(1, { campus: "杭州西湖校区", student: "孟梓诚", teacher: "汤癸霖", wait: "3天3小时" }),
];
const resolvedRows = [conflictRow(9, { resolved_at: "2026-11-22 10:00", resolution: "rescheduled", wait: "1天2小时" })];

const conflictServer =
  (open = openRows): Answer =>
  (path, init) => {
    const [route, search] = path.split("?");
    const q = new URLSearchParams(search);
    if (route === "/v1/schedule/conflicts") {
      const list = q.get("status") === "resolved" ? resolvedRows : open;
      return reply({ list, total: list.length === 0 ? 0 : 23 });
    }
    if (route === "/v1/schedule/conflicts/3") return reply(detail3);
    if (route === "/v1/schedule/conflicts/3/delete-notify" && init?.method === "POST")
      return reply({ lesson_id: 2803 }, 200, 200, "已删除并通知");
    if (route === "/v1/campus_name_list_class")
      return reply({
        list: [
          { id: 3, name: "上海浦东校区" },
          { id: 8, name: "杭州西湖校区" },
        ],
      });
    return undefined;
  };

function renderList(options: { path?: string; user?: UserInfo; answer?: Answer } = {}) {
  const fetch = fakeServer(options.answer ?? conflictServer());
  const rendered = renderPage(<ConflictListPage />, { fetch, path: options.path ?? PATH, user: options.user });
  return { ...rendered, fetch };
}

const listQueries = (fetch: FakeFetch) =>
  calls(fetch, "/v1/schedule/conflicts?").map(([url]) =>
    Object.fromEntries(new URL(String(url), "http://localhost").searchParams),
  );

const row = (id: number) => document.querySelector<HTMLElement>(`tbody tr[data-row-key="${id}"]`)!;
const cells = (id: number) => [...row(id).querySelectorAll("td")].map((td) => td.textContent ?? "");
const actionsOf = (id: number) =>
  [...row(id).querySelectorAll("td:last-child button")].map((b) => (b.textContent ?? "").replace(/\s/g, ""));
const action = (id: number, text: string) =>
  [...row(id).querySelectorAll<HTMLElement>("td:last-child button")].find(
    (b) => (b.textContent ?? "").replace(/\s/g, "") === text,
  )!;
const modal = () => [...document.querySelectorAll<HTMLElement>(".ant-modal")].at(-1)!;
const modalButton = (text: string) => within(modal()).getByText(new RegExp(`^${[...text].join("\\s?")}$`));

describe("the conflict list", () => {
  it("asks for the first page of open conflicts and shows each column's value", async () => {
    const { fetch } = renderList();
    expect(await screen.findByText("孟梓诚")).toBeInTheDocument();
    expect(listQueries(fetch)).toEqual([{ status: "open", pageNo: "1", pageSize: "10" }]);
    expect(headers()).toEqual(["校区", "学生", "讲师", "学科", "冲突时间", "等待时长", "冲突原因", "操作"]);
    expect(cells(3).slice(0, 7)).toEqual([
      "上海浦东校区",
      "上官梓涵",
      "武佳琪",
      "生物",
      "2026-11-28 16:15-17:00",
      "6天1小时",
      "讲师「武佳琪」在该时段已有课程（11月28日 16:00-16:30 学生「蓝瑾瑜」）",
    ]);
    expect(actionsOf(3)).toEqual(["详情", "辅助排课", "删除并通知"]);
    expect(screen.getByText("共 23 条")).toBeInTheDocument();
  });

  it("pages on the server and keeps the page in the address", async () => {
    const { fetch, user } = renderList();
    await screen.findByText("孟梓诚");
    await user.click(document.querySelector(".ant-pagination-item-2")!);
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
    expect(listQueries(fetch)[1]).toEqual({ status: "open", pageNo: "2", pageSize: "10" });
    expect(window.location.search).toBe("?pageNo=2");
  });

  it("switches to 已处理 with status=resolved from page 1", async () => {
    const { fetch, user } = renderList({ path: `${PATH}?pageNo=2` });
    await screen.findByText("孟梓诚");
    await user.click(screen.getByText("已处理"));
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
    expect(listQueries(fetch)[1]).toEqual({ status: "resolved", pageNo: "1", pageSize: "10" });
    expect(window.location.search).toBe("?status=resolved");
    await waitFor(() => expect(row(9)).not.toBeNull());
    expect(headers()).toContain("处理结果");
    expect(cells(9)).toContain("已调课");
    expect(actionsOf(9)).toEqual(["详情"]);
  });

  it("opens on the list the address names", async () => {
    const { fetch } = renderList({ path: `${PATH}?status=resolved&campus_id=3&pageSize=20` });
    await waitFor(() => expect(row(9)).not.toBeNull());
    expect(listQueries(fetch)).toEqual([{ status: "resolved", campus_id: "3", pageNo: "1", pageSize: "20" }]);
    expect(document.querySelector(".ant-segmented-item-selected")?.textContent).toBe("已处理");
    const campus = () =>
      screen.getByLabelText("校区").closest(".ant-select")?.querySelector(".ant-select-selection-item");
    await waitFor(() => expect(campus()?.textContent).toBe("上海浦东校区"));
  });

  it("filters by campus", async () => {
    const { fetch, user } = renderList();
    await screen.findByText("孟梓诚");
    await pickOption(user, "校区", "杭州西湖校区");
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
    expect(listQueries(fetch)[1]).toEqual({ status: "open", campus_id: "8", pageNo: "1", pageSize: "10" });
    expect(window.location.search).toBe("?campus_id=8");
  });

  it("says so when there is no open conflict", async () => {
    renderList({ answer: conflictServer([]) });
    expect(await screen.findByText("暂无待处理的冲突")).toBeInTheDocument();
  });

  it("asks before 删除并通知, posts it, says 已删除并通知 and reloads the list", async () => {
    const { fetch, user, notify } = renderList();
    await screen.findByText("孟梓诚");
    await user.click(action(3, "删除并通知"));
    expect(await screen.findByText("确定删除该课程并通知相关人员吗？")).toBeInTheDocument();
    expect(calls(fetch, "/v1/schedule/conflicts/3/delete-notify")).toHaveLength(0);
    await user.click(modalButton("确定"));
    expect(await screen.findByText("已删除并通知")).toBeInTheDocument();
    const posts = calls(fetch, "/v1/schedule/conflicts/3/delete-notify");
    expect(posts.map(([, init]) => init?.method)).toEqual(["POST"]);
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("shows a refused 删除并通知's message", async () => {
    const refuse: Answer = (path) =>
      path.endsWith("/delete-notify")
        ? reply({ errors: { id: "冲突记录不存在" } }, 15009, 404, "冲突记录不存在")
        : undefined;
    const { user } = renderList({ answer: (p, i) => refuse(p, i) ?? conflictServer()(p, i) });
    await screen.findByText("孟梓诚");
    await user.click(action(3, "删除并通知"));
    await user.click(await waitFor(() => modalButton("确定")));
    expect(await screen.findByText("冲突记录不存在")).toBeInTheDocument();
  });

  it("offers an editor (READ, WRITE) 辅助排课 but no 删除并通知", async () => {
    renderList({ user: editorInfo });
    await screen.findByText("孟梓诚");
    expect(actionsOf(3)).toEqual(["详情", "辅助排课"]);
  });

  it("opens the conflict's own aux page on 辅助排课", async () => {
    const { user } = renderList();
    await screen.findByText("孟梓诚");
    await user.click(action(1, "辅助排课"));
    expect(window.location.pathname + window.location.search).toBe(
      "/educational-administration/auxiliary-arrangement?id=1",
    );
  });
});

describe("the conflict detail dialog", () => {
  it("shows the seven fields of spec §2 and the lesson title, and closes", async () => {
    const { user } = renderList();
    await screen.findByText("孟梓诚");
    await user.click(action(3, "详情"));
    const dialog = await waitFor(() => within(modal()).getByText("冲突详情").closest<HTMLElement>(".ant-modal")!);
    const fields = Object.fromEntries(
      [...dialog.querySelectorAll<HTMLElement>(".ant-descriptions-item-label")].map((label) => [
        label.textContent,
        label.nextElementSibling?.textContent,
      ]),
    );
    expect(fields).toMatchObject({
      校区: "上海浦东校区",
      学生姓名: "上官梓涵",
      讲师姓名: "武佳琪",
      学科: "生物",
      冲突时间: "2026-11-28 16:15-17:00",
      冲突等待时长: "6天1小时",
      冲突原因: "讲师「武佳琪」在该时段已有课程（11月28日 16:00-16:30 学生「蓝瑾瑜」）",
    });
    await waitFor(() => expect(within(dialog).getByText("高三生物 第7讲 人体的内环境与稳态")).toBeInTheDocument());
    expect(within(dialog).getByText(/^辅\s?助\s?排\s?课$/)).toBeInTheDocument();
    await user.click(modalButton("关闭"));
    await waitFor(() => expect(screen.queryByText("冲突详情")).not.toBeInTheDocument());
  });

  it("goes to the aux page from the dialog's 辅助排课", async () => {
    const { user } = renderList();
    await screen.findByText("孟梓诚");
    await user.click(action(3, "详情"));
    await user.click(await waitFor(() => modalButton("辅助排课")));
    expect(window.location.search).toBe("?id=3");
  });

  it("deletes and notifies from the dialog, then closes it", async () => {
    const { fetch, user } = renderList();
    await screen.findByText("孟梓诚");
    await user.click(action(3, "详情"));
    await user.click(await waitFor(() => modalButton("删除并通知")));
    await user.click(await waitFor(() => modalButton("确定")));
    expect(await screen.findByText("已删除并通知")).toBeInTheDocument();
    expect(calls(fetch, "/v1/schedule/conflicts/3/delete-notify")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText("冲突详情")).not.toBeInTheDocument());
  });
});
