import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { UserInfo } from "../../../../src/app/session/validate.js";
import type { HandoutNode } from "../../web/api.js";
import { LiveHandouts } from "../../web/live/LiveHandouts.js";
import { reply } from "../../../../tests/helpers/boot-config.js";
import { editorInfo } from "../../../../tests/helpers/render-app.js";
import { button } from "../../../../tests/engine/support/antd.js";
import { calls, fakeServer, renderPage, type Answer } from "../../../../tests/helpers/render-page.js";

const node = (id: number, label: string, kind: "folder" | "file", children: HandoutNode[] = []): HandoutNode => ({
  id,
  label,
  subject_id: 1,
  type: 1,
  kind,
  ...(kind === "file" ? { oss_url: `/oss/${id}.pdf`, pages: 3, downloadable: false } : {}),
  children,
});

const mathTree = (): HandoutNode[] => [
  node(1, "讲义", "folder", [
    node(10, "第一章", "folder", [
      node(100, "函数", "folder", [node(1000, "函数练习", "file")]),
      node(101, "极限", "file"),
    ]),
    node(11, "第二章", "folder"),
  ]),
  node(2, "作业", "folder", [node(20, "函数作业", "file")]),
];

/** The live view's endpoints, answering from a fixed tree. */
const liveServer: Answer = (path) => {
  if (path.startsWith("/v1/category_list_class"))
    return reply({
      list: [
        { id: 1, value: 1, label: "数学" },
        { id: 2, value: 2, label: "英语" },
      ],
    });
  if (path.startsWith("/v1/live_handout_list")) return reply(mathTree());
  return undefined;
};

/** The live view at `path`; `answer` overrides the server for the requests it answers. */
function renderLive(options: { path?: string; user?: UserInfo; answer?: Answer } = {}) {
  const fetch = fakeServer(options.answer, liveServer);
  const viewer = { preview: vi.fn(), print: vi.fn(async () => {}), download: vi.fn() };
  const { user } = renderPage(<LiveHandouts viewer={viewer} />, {
    fetch,
    path: options.path ?? "/handouts?view=live",
    user: options.user,
  });
  return { fetch, viewer, user };
}

/** The tree row showing `label`. */
const row = (label: string) => screen.getByText(label).closest(".ant-tree-treenode") as HTMLElement;
const isChecked = (label: string) => row(label).classList.contains("ant-tree-treenode-checkbox-checked");
const dialog = () => screen.getByRole("dialog");

// The open folders are kept in the browser: each test starts with none kept.
beforeEach(() => localStorage.clear());

describe("live handouts", () => {
  it("loads the first subject's tree and shows a PDF's pages, preview and print without checking it", async () => {
    const { fetch, viewer, user } = renderLive();
    expect(await screen.findByText("函数作业")).toBeInTheDocument();
    expect(calls(fetch, "/v1/live_handout_list?subject_id=1")).toHaveLength(1);
    const file = within(row("函数作业"));
    expect(file.getByText("3 页")).toBeInTheDocument();
    await user.click(file.getByText("预览"));
    expect(viewer.preview).toHaveBeenCalledWith({ url: "/oss/20.pdf", name: "函数作业", download: undefined });
    await user.click(file.getByText("打印"));
    expect(viewer.print).toHaveBeenCalledWith("/oss/20.pdf");
    expect(isChecked("函数作业")).toBe(false);
    // Clicking the row itself checks it; the roots cannot be checked.
    await user.click(screen.getByText("函数作业"));
    expect(isChecked("函数作业")).toBe(true);
    await user.click(screen.getByText("讲义"));
    expect(isChecked("讲义")).toBe(false);
  });

  it("offers 下载 only on a PDF the server gives a download address, and saves it through the viewer", async () => {
    const open = { ...node(21, "可下载作业", "file"), downloadable: true, download: "/oss/21.pdf?download=1" };
    const tree = mathTree();
    tree[1].children.push(open);
    const { viewer, user } = renderLive({
      answer: (path) => (path.startsWith("/v1/live_handout_list") ? reply(tree) : undefined),
    });
    await screen.findByText("可下载作业");
    const file = within(row("可下载作业"));
    expect(within(row("函数作业")).queryByText("下载")).not.toBeInTheDocument();
    await user.click(file.getByText("下载"));
    expect(viewer.download).toHaveBeenCalledWith({
      url: "/oss/21.pdf",
      name: "可下载作业",
      download: "/oss/21.pdf?download=1",
    });
    expect(isChecked("可下载作业")).toBe(false);
  });

  it("opens the folders left open in a subject again after a reload, and each subject its own (issue 14)", async () => {
    const first = renderLive({ path: "/handouts?view=live&subject=1" });
    await screen.findByText("函数作业");
    expect(screen.queryByText("极限")).not.toBeInTheDocument();
    await first.user.click(row("第一章").querySelector(".ant-tree-switcher")!);
    expect(await screen.findByText("极限")).toBeInTheDocument();
    cleanup();

    renderLive({ path: "/handouts?view=live&subject=1" });
    expect(await screen.findByText("极限")).toBeInTheDocument();
    cleanup();

    // Another subject has its folders of its own: the roots only.
    renderLive({ path: "/handouts?view=live&subject=2" });
    await screen.findByText("函数作业");
    expect(screen.queryByText("极限")).not.toBeInTheDocument();
  });

  it("reads the subject from the address and keeps the other parameters when it changes", async () => {
    const { fetch, user } = renderLive({ path: "/handouts?view=live&subject=2" });
    await screen.findByText("函数作业");
    expect(calls(fetch, "/v1/live_handout_list?subject_id=2")).toHaveLength(1);
    await user.click(document.querySelector<HTMLInputElement>('input[aria-label="学科"]')!);
    await user.click(await screen.findByTitle("数学"));
    await waitFor(() => expect(window.location.search).toBe("?view=live&subject=1"));
    await waitFor(() => expect(calls(fetch, "/v1/live_handout_list?subject_id=1")).toHaveLength(1));
  });

  it("filters the tree by keyword, opening the folders to the matches and marking the text", async () => {
    const { user } = renderLive();
    await screen.findByText("函数作业");
    await user.type(screen.getByPlaceholderText("输入关键字搜索"), "练习");
    expect(await screen.findByText("练习", { selector: "mark" })).toBeInTheDocument();
    expect(screen.queryByText("极限")).not.toBeInTheDocument();
    expect(screen.queryByText("第二章")).not.toBeInTheDocument();
    expect(screen.queryByText("函数作业")).not.toBeInTheDocument();
  });

  it("asks before deleting and sends only the top-most checked items", async () => {
    const { fetch, user } = renderLive();
    await screen.findByText("函数作业");
    // Nothing checked: nothing to delete (issue 14), as 重命名 needs one.
    expect(button("删除")).toBeDisabled();

    await user.click(screen.getByText("第一章"));
    expect(button("删除")).toBeEnabled();
    await user.click(row("第一章").querySelector(".ant-tree-switcher")!);
    await user.click(await screen.findByText("极限"));
    await user.click(button("删除"));
    expect(await screen.findByText("确定删除选中的 2 项吗？文件夹将连同其下的全部文件一起删除。")).toBeInTheDocument();
    await user.click(button("确定"));
    expect(await screen.findByText("删除成功")).toBeInTheDocument();
    expect(calls(fetch, "/v1/del_handout").map(([url]) => decodeURIComponent(String(url)))).toEqual([
      "/api/v1/del_handout?ids[]=10",
    ]);
    await waitFor(() => expect(calls(fetch, "/v1/live_handout_list")).toHaveLength(2));
    expect(isChecked("第一章")).toBe(false);
  });

  it("says why a delete failed", async () => {
    const { user } = renderLive({
      answer: (path) =>
        path.startsWith("/v1/del_handout") ? reply(null, 30004, 404, "文件或文件夹不存在：20") : undefined,
    });
    await user.click(await screen.findByText("函数作业"));
    await user.click(button("删除"));
    await user.click(await screen.findByText(/^确\s?定$/));
    expect(await screen.findByText("删除失败：讲义或作业不存在：文件或文件夹不存在：20")).toBeInTheDocument();
  });

  it("creates a folder in the checked folder, checks the name, and keeps the dialog on a duplicate", async () => {
    let duplicate = true;
    const { fetch, user } = renderLive({
      answer: (path) => {
        if (!path.startsWith("/v1/create_handout")) return undefined;
        if (duplicate) return reply(null, 31001, 409, "该文件夹下已有「函数」");
        return reply({ id: 12, label: "新章" }, 200, 200, "创建成功");
      },
    });
    await user.click(await screen.findByText("第一章"));
    await user.click(button("新建文件夹"));
    expect(within(dialog()).getByTitle("第一章")).toBeInTheDocument();
    const name = within(dialog()).getByLabelText("文件夹名称");

    await user.type(name, "   ");
    await user.click(within(dialog()).getByText(/^确\s?定$/));
    expect(await within(dialog()).findByText("请填写文件夹名称")).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, "一二三四五六七八九十一");
    expect(await within(dialog()).findByText("文件夹名称不能超过10个字符")).toBeInTheDocument();
    expect(within(dialog()).getByText("11 / 10")).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, " 函数 ");
    await user.click(within(dialog()).getByText(/^确\s?定$/));
    expect(await screen.findByText("讲义名称重复：该文件夹下已有「函数」")).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetch, "/v1/create_handout")[0][1]?.body))).toEqual({
      id: 10,
      subject_id: 1,
      label: "函数",
    });
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    duplicate = false;
    await user.click(within(dialog()).getByText(/^确\s?定$/));
    expect(await screen.findByText("创建成功")).toBeInTheDocument();
    await waitFor(() => expect(calls(fetch, "/v1/live_handout_list")).toHaveLength(2));
    // The parent is opened so the new folder shows.
    expect(screen.getByText("函数")).toBeInTheDocument();
  });

  it("renames only one checked item, and puts the server's reason on the name", async () => {
    const { fetch, user } = renderLive({
      answer: (path) =>
        path.startsWith("/v1/update_handout") ? reply(null, 31001, 409, "该文件夹下已有「第二章」") : undefined,
    });
    await screen.findByText("函数作业");
    expect(button("重命名")).toBeDisabled();
    await user.click(screen.getByText("第一章"));
    await user.click(screen.getByText("函数作业"));
    expect(button("重命名")).toBeDisabled();
    await user.click(screen.getByText("函数作业"));
    expect(button("重命名")).toBeEnabled();

    await user.click(button("重命名"));
    const name = within(dialog()).getByLabelText("文件名称");
    expect(name).toHaveValue("第一章");
    await user.clear(name);
    await user.type(name, "第二章");
    await user.click(within(dialog()).getByText(/^确\s?定$/));
    expect(await screen.findByText("创建失败")).toBeInTheDocument();
    expect(await within(dialog()).findByText("讲义名称重复：该文件夹下已有「第二章」")).toBeInTheDocument();
    expect(JSON.parse(String(calls(fetch, "/v1/update_handout")[0][1]?.body))).toEqual({ id: 10, label: "第二章" });
  });

  it("uploads the chosen PDF on OK into the checked file's folder, and says why it was refused", async () => {
    const { fetch, user } = renderLive({
      answer: (path) =>
        path.startsWith("/v1/upload_file_handout_task")
          ? reply({ errors: { file: "文件格式错误，仅支持PDF" } }, 30006, 400, "")
          : undefined,
    });
    await user.click(await screen.findByText("函数作业"));
    await user.click(button("添加课件"));
    expect(within(dialog()).getByTitle("作业")).toBeInTheDocument();
    await user.click(within(dialog()).getByText(/^确\s?定$/));
    expect(await within(dialog()).findByText("请上传文件")).toBeInTheDocument();

    const input = dialog().querySelector<HTMLInputElement>("input[type=file]")!;
    expect(input.accept).toBe(".pdf,application/pdf");
    await user.upload(input, new File(["%PDF-"], "第三讲.pdf", { type: "application/pdf" }));
    expect(calls(fetch, "/v1/upload_file_handout_task")).toHaveLength(0);
    await user.click(within(dialog()).getByRole("switch"));
    await user.click(within(dialog()).getByText(/^确\s?定$/));

    expect(await screen.findByText("上传失败：文件格式错误，仅支持PDF")).toBeInTheDocument();
    const form = calls(fetch, "/v1/upload_file_handout_task")[0][1]?.body as FormData;
    expect([form.get("id"), form.get("subject_id"), form.get("downloadable")]).toEqual(["2", "1", "1"]);
    expect((form.get("file") as File).name).toBe("第三讲.pdf");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("hides 删除 from a user who may not delete", async () => {
    renderLive({ user: editorInfo });
    await screen.findByText("函数作业");
    expect(button("新建文件夹")).toBeInTheDocument();
    expect(screen.queryByText(/^删\s?除$/)).not.toBeInTheDocument();
  });
});
