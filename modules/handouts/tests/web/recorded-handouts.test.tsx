import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "../../../../src/app/session/validate.js";
import type { PageProps } from "../../../../src/app/pages.js";
import type { NoteRow } from "../../web/api.js";
import TeachingNotesPage from "../../web/TeachingNotesPage.js";
import type { HandoutFile } from "../../web/viewer/use-handout-viewer.js";
import { reply } from "../../../../tests/helpers/boot-config.js";
import { button, pickOption } from "../../../../tests/engine/support/antd.js";
import {
  bodies,
  calls,
  fakeServer,
  renderPage,
  type Answer,
  type FakeFetch,
} from "../../../../tests/helpers/render-page.js";

// The real viewer loads pdf.js lazily; here it only records what the page asks it to show.
const viewer = vi.hoisted(() => ({
  preview: vi.fn<(file: HandoutFile) => void>(),
  print: vi.fn(async () => {}),
  download: vi.fn<(file: HandoutFile) => void>(),
}));
vi.mock("../../web/viewer/use-handout-viewer.js", () => ({
  useHandoutViewer: () => ({ viewer, element: null }),
}));

beforeEach(() => {
  viewer.preview.mockClear();
  viewer.download.mockClear();
});

const readOnly: UserInfo = { username: "reader", avatar: "", roles: ["editor"], ability: ["READ"], admin: false };

const note = (video_id: number, video_name: string, preview: string, download: string): NoteRow => ({
  video_id,
  video_name,
  subject: "数学",
  material_version: "人教版",
  volume_area: "全国卷",
  teacher: "张老师",
  subject_id: 1,
  material_version_id: 5,
  volume_area_id: 8,
  teacher_id: 7,
  handout_id: preview ? 11 : null,
  task_id: preview ? 21 : null,
  handout_name: preview ? `${video_name}讲义` : "",
  preview,
  download,
});

const rows = [
  note(1, "函数的概念", "", ""),
  note(2, "三角函数", "/oss/2.pdf", "/api/v1/handout_file/2?download=1"),
  note(3, "等差数列", "/oss/3.pdf", ""),
];

const options = (list: { id: number; name: string }[]) => reply({ list });

/** The recorded view's endpoints: three videos of 23, the filters' options, the link's options. */
const recordedServer: Answer = (path) => {
  const [route, search] = path.split("?");
  const q = new URLSearchParams(search);
  if (route === "/v1/get_lecture_notes_list") return reply({ list: rows, total: 23 });
  if (route === "/v1/category_list_class") {
    const byCode: Record<string, { id: number; name: string }[]> = {
      xk: [
        { id: 1, name: "数学" },
        { id: 2, name: "英语" },
      ],
      jc: [{ id: 5, name: "人教版" }],
      jq: [{ id: 8, name: "全国卷" }],
    };
    return options(byCode[q.get("code") ?? ""] ?? []);
  }
  if (route === "/v1/lecturer_name_list_class") return options([{ id: 7, name: "张老师" }]);
  if (route === "/v1/all_handout_list" && q.get("subject_id") === "1")
    return options(q.get("type") === "1" ? [{ id: 11, name: "函数讲义" }] : [{ id: 21, name: "函数作业" }]);
  if (route === "/v1/live_handout_list") return reply([]);
  return undefined;
};

/** The handout page at `path`; `answer` overrides the server for the requests it answers. */
function renderNotes(
  options: { path?: string; props?: PageProps; user?: UserInfo; answer?: Answer } = {},
): ReturnType<typeof renderPage> & { fetch: FakeFetch } {
  const fetch = fakeServer(options.answer, recordedServer);
  const rendered = renderPage(<TeachingNotesPage {...(options.props ?? { recorded: true })} />, {
    fetch,
    path: options.path ?? "/handouts",
    user: options.user,
  });
  return { ...rendered, fetch };
}

/** The query of each list request, in order. */
const listQueries = (fetch: FakeFetch) =>
  calls(fetch, "/v1/get_lecture_notes_list").map(([url]) =>
    Object.fromEntries(new URL(String(url), "http://localhost").searchParams),
  );

const address = () => Object.fromEntries(new URLSearchParams(window.location.search));

/** The table row of a video. */
const row = (videoId: number) => document.querySelector<HTMLElement>(`tbody tr[data-row-key="${videoId}"]`)!;

/** The texts of a row's actions (antd spaces out two-character buttons). */
const actionsOf = (videoId: number) =>
  [...row(videoId).querySelectorAll("td:last-child button, td:last-child a")].map((el) =>
    (el.textContent ?? "").replace(/\s/g, ""),
  );

const action = (videoId: number, text: string) =>
  [...row(videoId).querySelectorAll<HTMLElement>("td:last-child button, td:last-child a")].find(
    (el) => (el.textContent ?? "").replace(/\s/g, "") === text,
  )!;

const header = (title: string) =>
  [...document.querySelectorAll<HTMLElement>("thead th")].find((th) => th.textContent === title)!;

/** A query form field (its label also names a sortable header, so it is found by id, named like every list's). */
const filter = (name: string) => document.getElementById(`recorded-notes-query_${name}`)!;

const selectedView = () => document.querySelector(".ant-segmented-item-selected")?.textContent;

/** The open modal (the add dialog or the delete question). */
const modal = () => {
  const open = [...document.querySelectorAll<HTMLElement>(".ant-modal")].at(-1);
  if (!open) throw new Error("no open modal");
  return open;
};

/** A button in the open modal. */
const modalButton = (text: string) => within(modal()).getByText(new RegExp(`^${[...text].join("\\s?")}$`));

/** The error texts of the add dialog's fields, by label. */
const fieldErrors = () =>
  Object.fromEntries(
    [...modal().querySelectorAll(".ant-form-item")].map((item) => [
      item.querySelector("label")?.textContent,
      [...item.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent),
    ]),
  );

describe("the handout page's switch", () => {
  it("shows 录播讲义 first when the route turns it on, and keeps 直播讲义 in the address", async () => {
    const { user } = renderNotes();
    expect(await screen.findByText("三角函数")).toBeInTheDocument();
    expect(selectedView()).toBe("录播讲义");
    expect(header("视频名称")).toBeInTheDocument();

    await user.click(screen.getByText("直播讲义"));
    expect(await screen.findByPlaceholderText("输入关键字搜索")).toBeInTheDocument();
    expect(window.location.search).toBe("?view=live");
    expect(selectedView()).toBe("直播讲义");
    expect(screen.queryByText("三角函数")).not.toBeInTheDocument();

    await user.click(screen.getByText("录播讲义"));
    expect(await screen.findByText("三角函数")).toBeInTheDocument();
    expect(window.location.search).toBe("");
  });

  it("opens on 直播讲义 when the address says so", async () => {
    const { fetch } = renderNotes({ path: "/handouts?view=live" });
    expect(await screen.findByPlaceholderText("输入关键字搜索")).toBeInTheDocument();
    expect(selectedView()).toBe("直播讲义");
    expect(calls(fetch, "/v1/get_lecture_notes_list")).toHaveLength(0);
  });

  it("shows only the live view, without the switch, when the route does not turn 录播讲义 on", async () => {
    const { fetch } = renderNotes({ props: {}, path: "/handouts" });
    expect(await screen.findByPlaceholderText("输入关键字搜索")).toBeInTheDocument();
    expect(document.querySelector(".ant-segmented")).toBeNull();
    expect(screen.getByText("直播讲义")).toBeInTheDocument();
    expect(screen.queryByText("录播讲义")).not.toBeInTheDocument();
    expect(calls(fetch, "/v1/get_lecture_notes_list")).toHaveLength(0);
  });
});

describe("recorded handouts", () => {
  it("asks for the first page of 10, shows the total, and pages on the server", async () => {
    const { fetch, user } = renderNotes();
    expect(await screen.findByText("三角函数")).toBeInTheDocument();
    expect(listQueries(fetch)).toEqual([{ pageNo: "1", pageSize: "10" }]);
    expect(calls(fetch, "/v1/get_lecture_notes_list")[0][1]?.method).toBe("GET");
    expect(screen.getByText("共 23 条")).toBeInTheDocument();

    await user.click(document.querySelector(".ant-pagination-item-2")!);
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
    expect(listQueries(fetch)[1]).toEqual({ pageNo: "2", pageSize: "10" });
    expect(address()).toEqual({ pageNo: "2" });
  });

  it("searches from page 1 with the filters, keeps them in the address, and resets them", async () => {
    const { fetch, user } = renderNotes({ path: "/handouts?pageNo=3" });
    await screen.findByText("三角函数");
    expect(listQueries(fetch)).toEqual([{ pageNo: "3", pageSize: "10" }]);

    await user.type(screen.getByPlaceholderText("请输入视频名称"), "函数");
    await user.click(filter("subject_id"));
    await user.click(await screen.findByTitle("英语"));
    await user.click(button("查询"));
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
    expect(listQueries(fetch)[1]).toEqual({ pageNo: "1", pageSize: "10", video_name: "函数", subject_id: "2" });
    expect(address()).toEqual({ video_name: "函数", subject_id: "2" });

    await user.click(button("重置"));
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(3));
    expect(listQueries(fetch)[2]).toEqual({ pageNo: "1", pageSize: "10" });
    expect(window.location.search).toBe("");
    expect(screen.getByPlaceholderText("请输入视频名称")).toHaveValue("");
    expect(filter("subject_id").closest(".ant-select")?.querySelector(".ant-select-selection-item")).toBeNull();
  });

  it("has the query form of every list page: labels above the fields, 查询 with its icon, 重置 (issue 14)", async () => {
    renderNotes();
    await screen.findByText("三角函数");
    const form = screen.getByRole("search");
    expect(form).toHaveClass("ant-form-vertical");
    expect(within(form).getByText("视频名称", { selector: "label" })).toBeInTheDocument();
    expect(button("查询").querySelector(".anticon-search")).not.toBeNull();
    expect(button("重置")).toBeInTheDocument();
  });

  it("opens the form unfolded when the address filters by a folded field", async () => {
    renderNotes({ path: "/handouts?volume_area_id=8" });
    await screen.findByText("三角函数");
    expect(button("收起")).toHaveAttribute("aria-expanded", "true");
  });

  it("fills the form from the address", async () => {
    const { fetch } = renderNotes({ path: "/handouts?video_name=%E5%87%BD%E6%95%B0&subject_id=2" });
    await screen.findByText("三角函数");
    expect(listQueries(fetch)).toEqual([{ pageNo: "1", pageSize: "10", video_name: "函数", subject_id: "2" }]);
    expect(screen.getByPlaceholderText("请输入视频名称")).toHaveValue("函数");
    await waitFor(() => expect(screen.getByTitle("英语")).toBeInTheDocument());
  });

  it("sorts on the server by the clicked column, ascending then descending", async () => {
    const { fetch, user } = renderNotes();
    await screen.findByText("三角函数");
    await user.click(header("视频名称"));
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
    expect(listQueries(fetch)[1]).toEqual({ pageNo: "1", pageSize: "10", prop: "video_name", order: "ascending" });
    expect(address()).toEqual({ prop: "video_name", order: "ascending" });

    await user.click(header("视频名称"));
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(3));
    expect(listQueries(fetch)[2]).toEqual({ pageNo: "1", pageSize: "10", prop: "video_name", order: "descending" });
    expect(address()).toEqual({ prop: "video_name", order: "descending" });
  });

  it("offers 添加讲义 without a handout, else 删除 and 预览, and 下载 only with a download link", async () => {
    renderNotes();
    await screen.findByText("三角函数");
    expect(actionsOf(1)).toEqual(["添加讲义"]);
    expect(actionsOf(2)).toEqual(["删除", "预览", "下载"]);
    expect(actionsOf(3)).toEqual(["删除", "预览"]);
  });

  it("hands 下载 to the viewer with the handout's name and download address", async () => {
    const { user } = renderNotes();
    await screen.findByText("三角函数");
    await user.click(action(2, "下载"));
    expect(viewer.download.mock.calls).toEqual([
      [{ url: "/oss/2.pdf", name: "三角函数讲义", download: "/api/v1/handout_file/2?download=1" }],
    ]);
  });

  it("opens the row's handout in the viewer on 预览", async () => {
    const { user } = renderNotes();
    await screen.findByText("三角函数");
    await user.click(action(3, "预览"));
    // Titled with the handout's name; no download address, so the viewer offers no 下载.
    expect(viewer.preview.mock.calls).toEqual([[{ url: "/oss/3.pdf", name: "等差数列讲义", download: undefined }]]);
  });

  it("shows a reader no 添加讲义 and no 删除, but 预览", async () => {
    renderNotes({ user: readOnly });
    await screen.findByText("三角函数");
    expect(actionsOf(1)).toEqual([]);
    expect(actionsOf(2)).toEqual(["预览", "下载"]);
    expect(actionsOf(3)).toEqual(["预览"]);
  });

  it("offers the editor (no DELETE) 添加讲义 but not 删除", async () => {
    renderNotes({ user: { ...readOnly, username: "editor", ability: ["READ", "WRITE"] } });
    await screen.findByText("三角函数");
    expect(actionsOf(1)).toEqual(["添加讲义"]);
    expect(actionsOf(2)).toEqual(["预览", "下载"]);
  });
});

describe("adding a handout to a video", () => {
  it("needs a handout and a homework, then checks and links them, says 添加成功 and reloads", async () => {
    const { fetch, user, notify } = renderNotes();
    await screen.findByText("函数的概念");
    await user.click(action(1, "添加讲义"));
    expect(within(modal()).getByText("添加讲义：函数的概念")).toBeInTheDocument();

    await user.click(modalButton("确定"));
    await waitFor(() => expect(fieldErrors()).toEqual({ 讲义: ["请选择讲义"], 作业: ["请选择作业"] }));
    expect(calls(fetch, "/back_teacher/v1/set_handout")).toHaveLength(0);
    expect(calls(fetch, "/v1/relation_lecture_notes")).toHaveLength(0);

    await pickOption(user, "讲义", "函数讲义");
    await pickOption(user, "作业", "函数作业");
    await user.click(modalButton("确定"));
    expect(await screen.findByText("添加成功")).toBeInTheDocument();
    const link = { video_id: 1, handout_id: 11, task_id: 21 };
    expect(calls(fetch, "/back_teacher/v1/set_handout").map(([, init]) => init?.method)).toEqual(["POST"]);
    expect(bodies(fetch, "/back_teacher/v1/set_handout")).toEqual([link]);
    expect(calls(fetch, "/v1/relation_lecture_notes").map(([, init]) => init?.method)).toEqual(["PUT"]);
    expect(bodies(fetch, "/v1/relation_lecture_notes")).toEqual([link]);
    await waitFor(() => expect(document.querySelector(".ant-modal")).toBeNull());
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("puts the server's reason under 讲义, says 添加失败, and links nothing", async () => {
    const { fetch, user, notify } = renderNotes({
      answer: (path) =>
        path.startsWith("/back_teacher/v1/set_handout")
          ? reply({ errors: { handout_id: "讲义不属于该视频的学科" } }, 30003, 400, "讲义目录不存在")
          : undefined,
    });
    await screen.findByText("函数的概念");
    await user.click(action(1, "添加讲义"));
    await pickOption(user, "讲义", "函数讲义");
    await pickOption(user, "作业", "函数作业");
    await user.click(modalButton("确定"));
    expect(await screen.findByText("添加失败")).toBeInTheDocument();
    await waitFor(() => expect(fieldErrors()).toEqual({ 讲义: ["讲义不属于该视频的学科"], 作业: [] }));
    expect(bodies(fetch, "/back_teacher/v1/set_handout")).toEqual([{ video_id: 1, handout_id: 11, task_id: 21 }]);
    expect(calls(fetch, "/v1/relation_lecture_notes")).toHaveLength(0);
    expect(listQueries(fetch)).toHaveLength(1);
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe("deleting a video's handout", () => {
  it("asks first and does nothing on 取消", async () => {
    const { fetch, user } = renderNotes();
    await screen.findByText("三角函数");
    await user.click(action(2, "删除"));
    expect(
      within(modal()).getByText("此操作将解除该视频与讲义的关联，讲义文件本身不会删除，是否继续?"),
    ).toBeInTheDocument();
    await user.click(modalButton("取消"));
    expect(await screen.findByText("已取消删除")).toBeInTheDocument();
    expect(calls(fetch, "/v1/cancel_lecture_notes")).toHaveLength(0);
    expect(listQueries(fetch)).toHaveLength(1);
  });

  it("unlinks the video on 确定, says 删除成功 and reloads", async () => {
    const { fetch, user } = renderNotes();
    await screen.findByText("三角函数");
    await user.click(action(2, "删除"));
    await user.click(modalButton("确定"));
    expect(await screen.findByText("删除成功")).toBeInTheDocument();
    expect(calls(fetch, "/v1/cancel_lecture_notes").map(([, init]) => init?.method)).toEqual(["PUT"]);
    expect(bodies(fetch, "/v1/cancel_lecture_notes")).toEqual([{ video_id: 2 }]);
    await waitFor(() => expect(listQueries(fetch)).toHaveLength(2));
  });

  it("says 删除失败 when the server refuses", async () => {
    const { fetch, user, notify } = renderNotes({
      answer: (path) =>
        path.startsWith("/v1/cancel_lecture_notes") ? reply(null, 13000, 404, "视频不存在") : undefined,
    });
    await screen.findByText("三角函数");
    await user.click(action(2, "删除"));
    await user.click(modalButton("确定"));
    expect(await screen.findByText("删除失败")).toBeInTheDocument();
    expect(screen.queryByText("删除成功")).not.toBeInTheDocument();
    expect(bodies(fetch, "/v1/cancel_lecture_notes")).toEqual([{ video_id: 2 }]);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
