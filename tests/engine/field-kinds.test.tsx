import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderEngine } from "./support/render-engine.js";
import { requestsTo } from "./support/fake-resources.js";
import { user } from "./support/user.js";
import { button } from "./support/antd.js";
import { reply } from "./support/boot.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";

const dossier: ResourceConfig = {
  name: "dossier",
  title: "档案",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "名称", maxLength: 20 },
      paper: { type: "string", title: "扫描件", format: "file", file: { accept: ["pdf", "docx"], maxSize: 2097152 } },
      content: { type: "string", title: "正文", format: "html" },
    },
  },
  list: {
    columns: [{ field: "name" }, { field: "paper" }, { field: "content" }],
    actions: { create: true, edit: true },
  },
};

const KEY = `${"a".repeat(32)}.pdf`;
const rows = [
  {
    id: 1,
    name: "甲",
    paper: KEY,
    content: "<h2>开学通知</h2><p>请<strong>准时</strong>到校</p>",
    _files: {
      paper: {
        name: "协议.pdf",
        size: 2048,
        mime: "application/pdf",
        public: false,
        url: `/v1/resources/dossier/files/paper/${KEY}`,
      },
    },
  },
];
const configs = { dossier };

afterEach(() => vi.restoreAllMocks());

describe("file cell", () => {
  it("shows the file's name; a click downloads it through the API with the token", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:file");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { fetch } = renderEngine("/dossier-list", {
      configs,
      rows: { dossier: rows },
      handle: (_m, url) =>
        url.pathname.includes("/files/")
          ? new Response(new Blob(["%PDF-1.4"]), { headers: { "content-type": "application/pdf" } })
          : undefined,
    });
    const link = await screen.findByText("协议.pdf");
    await user().click(link);
    await waitFor(() => expect(saved).toEqual(["协议.pdf"]));
    const [call] = fetch.mock.calls.filter(([u]) => String(u).includes("/files/"));
    expect(String(call[0])).toContain(`/api/v1/resources/dossier/files/paper/${KEY}`);
    expect(new Headers(call[1]?.headers).get("code")).toBe("tok");
  });

  it("shows rich text as a plain-text excerpt, never as markup", async () => {
    renderEngine("/dossier-list", { configs, rows: { dossier: rows } });
    const cell = await screen.findByText("开学通知 请准时到校");
    expect(cell.querySelector("strong, h2")).toBeNull();
  });
});

describe("file widget", () => {
  it("shows the kinds and size, uploads at once and keeps the answered key", async () => {
    const u = user();
    const { fetch } = renderEngine("/dossier-add", {
      configs,
      handle: (method, url) =>
        method === "POST" && url.pathname === "/api/v1/resources/dossier/files/paper"
          ? reply({ key: KEY, name: "合同.pdf", size: 4096, mime: "application/pdf", public: false, url: "/v1/x" })
          : undefined,
    });
    expect(await screen.findByText("支持 PDF、DOCX，不超过 2MB")).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe(".pdf,.docx");
    await u.upload(input, new File(["%PDF-1.4"], "合同.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("合同.pdf")).toBeInTheDocument();
    expect(button("更换文件")).toBeInTheDocument();
    await u.type(screen.getByLabelText("名称"), "乙");
    await u.click(button("保存"));
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/dossier", "POST")).toHaveLength(1));
    const [, init] = fetch.mock.calls.find(
      ([u2, i]) => String(u2).endsWith("/api/v1/resources/dossier") && i?.method === "POST",
    )!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: "乙", paper: KEY });
  });

  it("says the server's refusal in its words", async () => {
    const u = user();
    renderEngine("/dossier-add", {
      configs,
      handle: (method, url) =>
        method === "POST" && url.pathname.includes("/files/")
          ? reply({ errors: { file: "扫描件只能上传 PDF、DOCX 文件" } }, 10001, 400, "参数错误")
          : undefined,
    });
    await screen.findByText("支持 PDF、DOCX，不超过 2MB");
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await u.upload(input, new File(["MZ"], "合同.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("扫描件只能上传 PDF、DOCX 文件")).toBeInTheDocument();
    expect(button("选择文件")).toBeInTheDocument();
  });
});

describe("rich text widget", () => {
  it("an edit form shows the stored HTML as a document, and the file by its name", async () => {
    const u = user();
    renderEngine("/dossier-list", {
      configs,
      rows: { dossier: rows },
      handle: (_m, url) =>
        url.searchParams.get("info") === "1"
          ? reply({ key: KEY, name: "协议.pdf", size: 2048, url: "/v1/x" })
          : undefined,
    });
    await screen.findByText("甲");
    await u.click(button("编辑"));
    const content = await waitFor(
      () => {
        const el = document.querySelector<HTMLElement>(".omo-rich-text-content")!;
        expect(el.querySelector("h2")?.textContent).toBe("开学通知");
        expect(el.querySelector("strong")?.textContent).toBe("准时");
        return el;
      },
      { timeout: 5000 },
    );
    const dialog = within(content.closest(".ant-drawer, .ant-modal")! as HTMLElement);
    expect(await dialog.findByText("协议.pdf")).toBeInTheDocument();
  });

  it("loads the editor with its toolbar", async () => {
    renderEngine("/dossier-add", { configs });
    const toolbar = await screen.findByRole("button", { name: "加粗" }, { timeout: 5000 });
    expect(toolbar).toBeInTheDocument();
    for (const name of ["斜体", "标题 2", "无序列表", "有序列表", "引用", "链接"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    const editor = within(document.querySelector<HTMLElement>(".omo-rich-text")!);
    expect(editor.getByLabelText("正文")).toHaveAttribute("contenteditable", "true");
  });
});

const area: ResourceConfig = {
  name: "area",
  title: "卷区",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "名称", maxLength: 20 },
      parent_id: { type: "integer", title: "上级卷区", relation: { resource: "area" } },
    },
  },
  list: { columns: [{ field: "name" }], tree: { parentField: "parent_id" }, actions: { create: true, edit: true } },
};
const areas = [
  { id: 1, name: "全国卷", parent_id: null, _childCount: 2 },
  { id: 2, name: "全国甲卷", parent_id: 1, _childCount: 0 },
  { id: 3, name: "全国乙卷", parent_id: 1, _childCount: 0 },
  { id: 4, name: "北京卷", parent_id: null, _childCount: 0 },
];

describe("tree list and tree select", () => {
  const handle = (_method: string, url: URL) => {
    if (url.pathname === "/api/v1/resources/area/tree-nodes")
      return reply({ list: areas.map((a) => ({ id: a.id, label: a.name, parent: a.parent_id })) });
    if (url.pathname === "/api/v1/resources/area" && url.searchParams.get("treeRoots") === "1") {
      const roots = areas.filter((a) => a.parent_id === null);
      return reply({ list: roots, total: roots.length });
    }
    return undefined;
  };

  it("pages over the top-level rows and loads a row's children when it is expanded", async () => {
    const u = user();
    const { fetch } = renderEngine("/area-list", { configs: { area }, rows: { area: areas }, handle });
    const top = await screen.findByText("全国卷");
    expect(screen.getByText("北京卷")).toBeInTheDocument();
    expect(screen.queryByText("全国甲卷")).toBeNull();
    const row = top.closest("tr")!;
    await u.click(row.querySelector<HTMLElement>(".ant-table-row-expand-icon")!);
    expect(await screen.findByText("全国甲卷")).toBeInTheDocument();
    expect(screen.getByText("全国乙卷")).toBeInTheDocument();
    const [children] = requestsTo(fetch, "/api/v1/resources/area").filter((r) => r.searchParams.has("parent_id"));
    expect(children.searchParams.get("parent_id")).toBe("1");
    // A row without children has no expander, only its space.
    const leaf = screen.getByText("北京卷").closest("tr")!;
    expect(leaf.querySelector(".ant-table-row-expand-icon-spaced")).not.toBeNull();
    expect(leaf.querySelector(".ant-table-row-expand-icon-collapsed")).toBeNull();
  });

  it("the parent field is a tree select of the resource's rows", async () => {
    const u = user();
    renderEngine("/area-add", { configs: { area }, rows: { area: areas }, handle });
    const select = await screen.findByLabelText("上级卷区");
    await u.click(select);
    const dropdown = await waitFor(() => {
      const el = document.querySelector<HTMLElement>(".ant-select-tree");
      expect(el).not.toBeNull();
      return el!;
    });
    await waitFor(() => expect(within(dropdown).getByText("全国甲卷")).toBeInTheDocument());
    expect(within(dropdown).getByText("全国卷")).toBeInTheDocument();
    // Children sit one level below their parent.
    const child = within(dropdown).getByText("全国甲卷").closest(".ant-select-tree-treenode")!;
    expect(child.querySelectorAll(".ant-select-tree-indent-unit")).toHaveLength(1);
  });

  it("editing a row greys out the row itself and its descendants as its parent", async () => {
    const u = user();
    renderEngine("/area-list", { configs: { area }, rows: { area: areas }, handle });
    const top = await screen.findByText("全国卷");
    await u.click(within(top.closest("tr")!).getByRole("button", { name: "编辑" }));
    // The row is loaded into the form before the select opens (a load re-renders the drawer).
    await waitFor(() => expect(screen.getByLabelText("名称")).toHaveValue("全国卷"));
    await u.click(screen.getByLabelText("上级卷区"));
    const node = (name: string) =>
      within(document.querySelector<HTMLElement>(".ant-select-tree")!)
        .getByText(name)
        .closest(".ant-select-tree-treenode")!;
    // The nodes and the edited row's id arrive separately: wait for both to show.
    await waitFor(() => {
      for (const name of ["全国卷", "全国甲卷", "全国乙卷"])
        expect(node(name)).toHaveClass("ant-select-tree-treenode-disabled");
    });
    expect(node("北京卷")).not.toHaveClass("ant-select-tree-treenode-disabled");
  });
});

const album: ResourceConfig = {
  name: "album",
  title: "相册",
  record: {
    type: "object",
    required: ["name"],
    properties: {
      name: { type: "string", title: "名称", maxLength: 20 },
      photos: { type: "array", title: "照片", items: { type: "string", format: "image" }, maxItems: 4 },
    },
  },
  list: { columns: [{ field: "name" }, { field: "photos" }], actions: { create: true } },
};
const pics = ["/uploads/a.png", "/uploads/b.png", "/uploads/c.png", "/uploads/d.png", "/uploads/e.png"];

describe("several images", () => {
  it("the cell shows the first three thumbnails and +N", async () => {
    renderEngine("/album-list", { configs: { album }, rows: { album: [{ id: 1, name: "甲", photos: pics }] } });
    const row = (await screen.findByText("甲")).closest("tr")!;
    expect([...row.querySelectorAll("img")].map((i) => i.getAttribute("src"))).toEqual(pics.slice(0, 3));
    expect(within(row).getByText("+2")).toBeInTheDocument();
  });

  it("the widget uploads several, reorders and removes, and saves the addresses in order", async () => {
    const u = user();
    let n = 0;
    const { fetch } = renderEngine("/album-add", {
      configs: { album },
      handle: (method, url) =>
        method === "POST" && url.pathname === "/api/v1/files" ? reply({ url: `/uploads/new${++n}.png` }) : undefined,
    });
    await u.type(await screen.findByLabelText("名称"), "乙");
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await u.upload(input, [
      new File(["1"], "1.png", { type: "image/png" }),
      new File(["2"], "2.png", { type: "image/png" }),
    ]);
    await waitFor(() => expect(document.querySelectorAll(".omo-images-item")).toHaveLength(2));
    await u.click(screen.getAllByRole("button", { name: "后移" })[0]);
    // antd renders a fresh file input after each upload.
    await u.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(["3"], "3.png", { type: "image/png" }),
    );
    await waitFor(() => expect(document.querySelectorAll(".omo-images-item")).toHaveLength(3));
    await u.click(screen.getAllByRole("button", { name: "移除" })[2]);
    await u.click(button("保存"));
    await waitFor(() => expect(requestsTo(fetch, "/api/v1/resources/album", "POST")).toHaveLength(1));
    const [, init] = fetch.mock.calls.find(
      ([u2, i]) => String(u2).endsWith("/api/v1/resources/album") && i?.method === "POST",
    )!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: "乙",
      photos: ["/uploads/new2.png", "/uploads/new1.png"],
    });
  });
});
