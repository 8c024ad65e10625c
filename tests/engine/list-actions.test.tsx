import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { queryOf, requestsTo, type FakeFetch } from "./support/fake-resources.js";
import { lessonConfig, lessonRows } from "./support/configs.js";
import { user } from "./support/user.js";
import { button } from "./support/antd.js";
import { editor, reply } from "./support/boot.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

const server = { configs: { lesson: lessonConfig }, rows: { lesson: lessonRows } };
const rowOf = async (name: string) => within((await screen.findByText(name)).closest("tr")!);
const popconfirm = () => document.querySelector<HTMLElement>(".ant-popconfirm:not(.ant-popover-hidden)")!;

/** The export requests the page sent, with their init. */
const exportCalls = (fetch: FakeFetch) =>
  fetch.mock.calls.filter(
    ([input]) => new URL(input, "http://localhost").pathname === "/api/v1/resources/lesson/export",
  );

/**
 * Answers `/export` with a CSV; with `renewTo`, the first answer is the grace window's 402 carrying
 * that fresh token, and only a request with it gets the file (the old token is revoked).
 */
function answerExport(renewTo?: string) {
  const csv = () =>
    new Response("\uFEFFID", {
      headers: {
        "content-type": "text/csv",
        "content-disposition": "attachment; filename*=UTF-8''%E8%AF%BE%E7%A8%8B-20240101.csv",
      },
    });
  return (_method: string, url: URL, _body: unknown, init?: RequestInit) => {
    if (url.pathname !== "/api/v1/resources/lesson/export") return undefined;
    const token = (init?.headers as Record<string, string> | undefined)?.code;
    if (!renewTo || token === renewTo) return csv();
    return reply({ token: renewTo }, 402, 402);
  };
}

/** Stubs the browser's download: the names of the files saved. */
function catchDownloads(): string[] {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:csv"), revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("list actions", () => {
  it("编辑 fills the form from the row and saves only what changed", async () => {
    const u = user();
    const { fetch } = renderEngine("/lesson-list", server);
    await u.click((await rowOf("奥数提高班")).getByText(/编\s?辑/));
    const dialog = within(await waitFor(() => document.querySelector<HTMLElement>(".ant-modal")!));
    const name = await dialog.findByLabelText("课程名称");
    await waitFor(() => expect(name).toHaveValue("奥数提高班"));
    expect(requestsTo(fetch, "/api/v1/resources/lesson/1")).toHaveLength(1);
    await u.clear(name);
    await u.type(name, "奥数冲刺班");
    await u.click(dialog.getByText(/保\s?存/));
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "PUT")!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: "奥数冲刺班" });
  });

  it("删除 asks with the row's label and deletes after confirming", async () => {
    const u = user();
    const { fetch } = renderEngine("/lesson-list", server);
    await u.click((await rowOf("奥数提高班")).getByText(/^删\s?除$/));
    await waitFor(() => expect(popconfirm()).toHaveTextContent("确定删除课程「奥数提高班」吗？"));
    await u.click(within(popconfirm()).getByText(/^删\s?除$/));
    expect(await screen.findByText("删除成功")).toBeInTheDocument();
    expect(requestsTo(fetch, "/api/v1/resources/lesson/1", "DELETE")).toHaveLength(1);
  });

  it("批量删除 names the count of checked rows and sends their ids", async () => {
    const u = user();
    const { fetch } = renderEngine("/lesson-list", server);
    for (const name of ["奥数提高班", "英语启蒙"]) {
      await u.click((await rowOf(name)).getByRole("checkbox"));
    }
    await u.click(button("批量删除"));
    await waitFor(() => expect(popconfirm()).toHaveTextContent("确定删除选中的 2 条记录吗？"));
    await u.click(within(popconfirm()).getByText(/^删\s?除$/));
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/lesson", "DELETE")).toHaveLength(1));
    expect(queryOf(requestsTo(fetch, "/api/v1/resources/lesson", "DELETE")[0])).toEqual({ ids: ["1", "2"] });
  });

  it("批量删除 forgets rows checked before 查询 took them off the screen", async () => {
    const u = user();
    const { fetch } = renderEngine("/lesson-list", server);
    await u.click((await rowOf("奥数提高班")).getByRole("checkbox"));
    await waitFor(() => expect(button("批量删除")).toBeEnabled());
    const query = within(document.querySelector<HTMLElement>("form[role=search]")!);
    await u.type(query.getByLabelText("课程名称"), "英语启蒙");
    await u.click(button("查询"));
    await waitFor(() => expect(screen.queryByText("奥数提高班")).toBeNull());
    // Nothing on screen is checked, so there is nothing to delete.
    await waitFor(() => expect(button("批量删除")).toBeDisabled());
    await u.click((await rowOf("英语启蒙")).getByRole("checkbox"));
    await u.click(button("批量删除"));
    await waitFor(() => expect(popconfirm()).toHaveTextContent("确定删除选中的 1 条记录吗？"));
    await u.click(within(popconfirm()).getByText(/^删\s?除$/));
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/lesson", "DELETE")).toHaveLength(1));
    expect(queryOf(requestsTo(fetch, "/api/v1/resources/lesson", "DELETE")[0])).toEqual({ ids: ["2"] });
  });

  it("hides what the user may not do, by the rule the server applies", async () => {
    const config: ResourceConfig = { ...lessonConfig, access: { create: ["admin"] } };
    renderEngine("/lesson-list", { ...server, configs: { lesson: config } }, editor);
    const row = await rowOf("奥数提高班");
    expect(row.getByText(/编\s?辑/)).toBeInTheDocument();
    // editor has READ and WRITE but not DELETE; creating needs the admin role here.
    expect(row.queryByText(/^删\s?除$/)).toBeNull();
    expect(screen.queryByText("批量删除")).toBeNull();
    expect(screen.queryByText(/新\s?增/)).toBeNull();
    expect(screen.getByText(/导\s?出/)).toBeInTheDocument();
    // Checkboxes serve 批量删除 only: without it they would check rows for nothing.
    expect(document.querySelectorAll(".ant-table-selection-column")).toHaveLength(0);
  });

  it("新增 with a target opens that page instead of the dialog", async () => {
    const u = user();
    const config: ResourceConfig = {
      ...lessonConfig,
      list: { ...lessonConfig.list, actions: { create: { label: "添加课程", to: "/lesson-add" } } },
    };
    renderEngine("/lesson-list", { ...server, configs: { lesson: config } });
    await u.click(await screen.findByText("添加课程"));
    await waitFor(() => expect(window.location.pathname).toBe("/lesson-add"));
  });

  it("导出 downloads the current filter and sort with the visible columns in order, with the token", async () => {
    const u = user();
    const saved = catchDownloads();
    const link =
      "/lesson-list?currentPage=1&pageSize=20&sorters[0][field]=name&sorters[0][order]=asc" +
      "&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=英语";
    const prefs = { "omo-list-columns-lesson": JSON.stringify({ toggled: ["fee", "levels", "online", "campus_id"] }) };
    const { fetch } = renderEngine(link, { ...server, handle: answerExport() }, undefined, prefs);
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/lesson")).not.toHaveLength(0));
    await u.click(button("导出"));
    await waitFor(() => expect(saved).toEqual(["课程-20240101.csv"]));
    const [url, init] = exportCalls(fetch)[0];
    expect(queryOf(new URL(url, "http://localhost"))).toEqual({
      name: "英语",
      prop: "name",
      order: "ascending",
      columns: ["id", "name", "status", "opened_on"],
    });
    expect(init?.headers).toEqual({ code: "tok", "accept-language": "zh-CN" });
  });

  it("导出 in the token's grace window keeps the fresh token and replays once with it", async () => {
    const u = user();
    const saved = catchDownloads();
    const { fetch, services } = renderEngine("/lesson-list", { ...server, handle: answerExport("tok2") });
    await screen.findByText("奥数提高班");
    await u.click(button("导出"));
    await waitFor(() => expect(saved).toEqual(["课程-20240101.csv"]));
    expect(exportCalls(fetch).map(([, init]) => (init?.headers as Record<string, string>).code)).toEqual([
      "tok",
      "tok2",
    ]);
    // The old token is revoked: the next request must carry the new one.
    expect(services.session.get().token).toBe("tok2");
    expect(window.location.pathname).toBe("/lesson-list");
  });

  it("刷新 asks for the same page again", async () => {
    const u = user();
    const { fetch } = renderEngine("/lesson-list", server);
    await screen.findByText("奥数提高班");
    const before = requestsTo(fetch, "/api/v1/resources/lesson").length;
    await u.click(screen.getByLabelText("刷新"));
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/lesson")).toHaveLength(before + 1));
  });
});
