import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button, choose, column, fill, formItem, pickItem, settled, tableRows } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";
import type { HandoutNode, NoteRow } from "../../modules/handouts/web/api.js";

let browser: Browser;
/** The handout page writes links, folders and files: it gets a server and a database of its own. */
let server: OwnServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOwnServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const PAGE = "/educational-administration/teaching-notes";

/**
 * A fresh page, logged in: `api` works from here. On a blank page of the server's origin, for the test to
 * open the handout page itself; `inApp` on the home page, for a test that moves inside the app from there.
 */
async function signedIn(user: "admin" | "editor", inApp = false): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, user, `${user}123`, inApp ? "/index" : null, server.baseUrl);
  return page;
}

/** Opens the handout page with this query (the recorded view unless it says `view=live`). */
const openHandouts = (page: Page, query = "") => page.goto(`${server.baseUrl}${PAGE}${query}`);

/** Opens the recorded list filtered to one video (the query lives in the address) and returns its row. */
async function openVideo(page: Page, name: string): Promise<Locator> {
  await openHandouts(page, `?video_name=${encodeURIComponent(name)}`);
  await visible(tableRows(page));
  expect(await column(page, "视频名称")).toEqual([name]);
  return tableRows(page).first();
}

/** The answer to the next call of this API path (`/v1/...`). */
const answerOf = (page: Page, path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === `/api${path}`);

/** For waits on the server and on pdf.js, which take longer than expect.poll's default second on a busy machine. */
const patiently = { timeout: 10_000 };

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** The toast saying exactly `text`. */
const toast = (page: Page, text: string) => page.locator(".ant-message-notice-content", { hasText: exactly(text) });

/** The open dialog titled `title`. */
const dialog = (page: Page, title: string) =>
  page.locator(".ant-modal-content:visible", { has: page.locator(".ant-modal-title", { hasText: exactly(title) }) });

/** The form messages under a dialog's fields, top to bottom. */
const fieldErrors = (scope: Locator) => scope.locator(".ant-form-item-explain-error").allInnerTexts();

const notes = (page: Page, query: string) =>
  api<{ list: NoteRow[]; total: number }>(page, `/v1/get_lecture_notes_list?${query}`).then((r) => r.body.data);

const total = async (page: Page) =>
  Number(/共\s*(\d+)\s*条/.exec(await page.locator(".ant-table-wrapper .ant-pagination-total-text").innerText())?.[1]);

/** The server's answer for the list query in the address (page 1 of 10 rows when it names none). */
async function answerForAddress(page: Page) {
  const query = new URL(page.url()).searchParams;
  query.set("pageNo", query.get("pageNo") ?? "1");
  query.set("pageSize", query.get("pageSize") ?? "10");
  return notes(page, query.toString());
}

/** Waits until the table shows the rows and the total the server gives for the query in the address. */
async function expectServerPage(page: Page) {
  const answer = await answerForAddress(page);
  await expect.poll(() => column(page, "视频名称"), patiently).toEqual(answer.list.map((r) => r.video_name));
  expect(await total(page)).toBe(answer.total);
  return answer;
}

async function subjectId(page: Page, name: string): Promise<number> {
  const res = await api<{ list: { id: number; label: string }[] }>(page, "/v1/category_list_class?code=xk");
  return res.body.data.list.find((s) => s.label === name)!.id;
}

/** Every node of a subject's tree, flattened. */
async function treeNodes(page: Page, subject: number): Promise<HandoutNode[]> {
  const res = await api<HandoutNode[]>(page, `/v1/live_handout_list?subject_id=${subject}`);
  const flat = (nodes: HandoutNode[]): HandoutNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  return flat(res.body.data);
}

/** The row of the tree showing the folder or file named `label` (not antd's hidden measuring row). */
const treeRow = (page: Page, label: string) =>
  page.locator(".ant-tree-treenode[role=treeitem]").filter({ has: page.getByText(label, { exact: true }) });

/** Opens the live view of a subject and waits for its tree. */
async function openLive(page: Page, subject: number) {
  await openHandouts(page, `?view=live&subject=${subject}`);
  await visible(treeRow(page, "讲义"));
}

/** Picks a folder in the 父级文件夹 tree select of a dialog. */
async function chooseFolder(page: Page, scope: Locator, label: string) {
  await formItem(scope, "父级文件夹").locator(".ant-select-selector").click();
  const item = page.locator(`.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="${label}"]`);
  await pickItem(item);
}

/** Closes a dialog with its 取消 (once its zoom-in is over) and waits until it is gone. */
async function cancel(scope: Locator) {
  await settled(scope);
  await button(scope, "取消").click();
  await scope.waitFor({ state: "hidden" });
}

/** The viewer's canvas: its page, the share of inked pixels in its top and bottom halves, and its picture. */
async function shownPage(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>(".ant-modal canvas[data-page]");
    if (!canvas || !canvas.width) return { page: 0, top: 0, bottom: 0, picture: "" };
    const { data, width, height } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    const ink = [0, 0];
    for (let i = 0; i < data.length; i += 4) {
      const inked = data[i + 3] > 0 && Math.min(data[i], data[i + 1], data[i + 2]) < 200;
      if (inked) ink[Math.floor(i / 4 / width) < height / 2 ? 0 : 1]++;
    }
    const half = (width * height) / 2;
    return {
      page: Number(canvas.dataset.page),
      top: ink[0] / half,
      bottom: ink[1] / half,
      picture: canvas.toDataURL(),
    };
  });
}

const inked = (shown: { top: number; bottom: number }) => (shown.top + shown.bottom) / 2;

/**
 * The viewer's canvas once pdf.js has drawn it: inked, two reads a moment apart agree, and (when
 * given) no longer the picture of the page before, which stays on screen while the next one loads.
 */
async function settledPage(page: Page, before = "") {
  let shown = await shownPage(page);
  await expect
    .poll(
      async () => {
        const last = shown.picture;
        shown = await shownPage(page);
        return inked(shown) > 0.01 && shown.picture === last && shown.picture !== before;
      },
      { timeout: 10_000, interval: 250 },
    )
    .toBe(true);
  return shown;
}

/** An A4 PDF whose page n has a black block in the top half (odd n) or the bottom half (even n). */
async function a4Pdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawRectangle({ x: 60, y: n % 2 ? 480 : 80, width: 475, height: 280, color: rgb(0, 0, 0) });
    page.drawText(`Page ${n}`, { x: 60, y: n % 2 ? 440 : 380, size: 24, font });
  }
  return Buffer.from(await doc.save());
}

describe("教材讲义: recorded handouts", () => {
  // Over 10 s: seven server round trips (filter, page, page size, sort, page) checked against the API, then a reload.
  it("filters, pages and sorts the list on the server, and keeps the query across a reload", async () => {
    const page = await signedIn("admin");
    const math = await subjectId(page, "数学");
    await openHandouts(page);
    await visible(tableRows(page));
    const all = await expectServerPage(page);
    expect(all.total).toBeGreaterThan(100);
    expect(await tableRows(page).count()).toBe(10);

    await choose(page, page, "学科", "数学");
    await button(page, "查询").click();
    await page.waitForURL((url) => url.searchParams.get("subject_id") === String(math));
    const ofMath = await expectServerPage(page);
    expect(ofMath.total).toBeGreaterThan(20);
    expect(ofMath.total).toBeLessThan(all.total);
    expect(new Set(await column(page, "学科"))).toEqual(new Set(["数学"]));

    await page.locator(".ant-pagination-item-2").click();
    await page.waitForURL((url) => url.searchParams.get("pageNo") === "2");
    const second = await expectServerPage(page);
    expect(second.list.filter((r) => ofMath.list.some((o) => o.video_id === r.video_id))).toEqual([]);

    // A new page size reads the list from its top.
    await page.locator(".ant-pagination-options-size-changer").click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="20 条/页"]').click();
    await page.waitForURL((url) => url.searchParams.get("pageSize") === "20" && !url.searchParams.has("pageNo"));
    await expectServerPage(page);
    expect(await tableRows(page).count()).toBe(20);

    await page.locator(".ant-table-thead th", { hasText: /^讲师$/ }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("prop") === "teacher" && url.searchParams.get("order") === "ascending",
    );
    const byTeacher = await expectServerPage(page);
    const teachers = byTeacher.list.map((r) => r.teacher);
    // Sorted: each teacher's videos come together.
    const runs = teachers.filter((t, i) => t !== teachers[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    await page.locator(".ant-pagination-item-2").click();
    await page.waitForURL((url) => url.searchParams.get("pageNo") === "2");
    const shown = await expectServerPage(page);

    const address = page.url();
    await page.reload();
    await visible(tableRows(page));
    expect(page.url()).toBe(address);
    await expect.poll(() => column(page, "视频名称"), patiently).toEqual(shown.list.map((r) => r.video_name));
    expect(await page.locator(".ant-table-wrapper .ant-pagination-item-active").innerText()).toBe("2");
    expect(await formItem(page, "学科").locator(".ant-select-selection-item").innerText()).toBe("数学");
    expect(await page.locator(".ant-table-thead th.ant-table-column-sort").innerText()).toBe("讲师");

    await fill(page, "视频名称", "高一");
    await button(page, "查询").click();
    await page.waitForURL((url) => url.searchParams.get("video_name") === "高一" && !url.searchParams.has("pageNo"));
    expect(new URL(page.url()).searchParams.get("subject_id")).toBe(String(math));
    const grade10 = await expectServerPage(page);
    expect(grade10.total).toBeGreaterThan(0);
    expect(grade10.total).toBeLessThan(ofMath.total);
    expect(grade10.list.every((r) => r.video_name.includes("高一") && r.subject === "数学")).toBe(true);
    await page.context().close();
  });

  it("links a handout to a video: both fields are required, then the row offers 删除 and 预览", async () => {
    const page = await signedIn("admin");
    const video = (await notes(page, "pageNo=1&pageSize=50")).list.find((r) => r.handout_id === null)!;
    const options = (type: 1 | 2) =>
      api<{ list: { id: number; name: string }[] }>(
        page,
        `/v1/all_handout_list?type=${type}&subject_id=${video.subject_id}`,
      ).then((r) => r.body.data.list[0]);
    const [handout, homework] = await Promise.all([options(1), options(2)]);
    const row = await openVideo(page, video.video_name);
    expect(await button(row, "预览").count()).toBe(0);

    await button(row, "添加讲义").click();
    const add = dialog(page, `添加讲义：${video.video_name}`);
    await visible(add);
    await button(add, "确定").click();
    await expect.poll(() => fieldErrors(add)).toEqual(["请选择讲义", "请选择作业"]);

    await choose(page, add, "讲义", handout.name);
    await choose(page, add, "作业", homework.name);
    await expect.poll(() => fieldErrors(add)).toEqual([]);
    const [linked] = await Promise.all([answerOf(page, "/v1/relation_lecture_notes"), button(add, "确定").click()]);
    expect(linked.status()).toBe(200);
    await visible(toast(page, "添加成功"));
    await add.waitFor({ state: "hidden" });
    await visible(button(row, "预览"));
    await visible(button(row, "删除"));
    expect(await button(row, "添加讲义").count()).toBe(0);

    const [saved] = (await notes(page, `pageNo=1&pageSize=10&video_name=${encodeURIComponent(video.video_name)}`)).list;
    expect(saved).toMatchObject({ video_id: video.video_id, handout_id: handout.id, task_id: homework.id });
    expect(saved.preview).toBe(`/api/v1/handout_file/${handout.id}`);
    // Private: the address alone, without the token, gives nothing.
    expect((await page.request.get(`${server.baseUrl}${saved.preview}`)).status()).toBe(401);
    await page.context().close();
  });

  it("downloads a 允许下载 handout through the token-checked route, under the handout's name", async () => {
    const page = await signedIn("editor");
    const rows = (await notes(page, "pageNo=1&pageSize=50")).list;
    const allowed = rows.find((r) => r.download)!;
    const row = await openVideo(page, allowed.video_name);
    const [download] = await Promise.all([page.waitForEvent("download"), button(row, "下载").click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
    // The viewer offers it too (issue 14), under the same name.
    await button(row, "预览").click();
    const viewer = dialog(page, `讲义：${allowed.handout_name}`);
    await visible(viewer.locator("canvas[data-page='1']"));
    const [again] = await Promise.all([page.waitForEvent("download"), button(viewer, "下载").click()]);
    expect(again.suggestedFilename()).toBe(download.suggestedFilename());
    await viewer.locator(".ant-modal-close").click();
    await viewer.waitFor({ state: "hidden" });
    // A handout that may not be downloaded offers no 下载, in the list or the viewer, and its address
    // refuses a hand-made download.
    const closed = rows.find((r) => r.handout_id && !r.download)!;
    const closedRow = await openVideo(page, closed.video_name);
    expect(await button(closedRow, "下载").count()).toBe(0);
    await button(closedRow, "预览").click();
    const closedViewer = dialog(page, `讲义：${closed.handout_name}`);
    await visible(closedViewer.locator("canvas[data-page='1']"));
    expect(await button(closedViewer, "打印").count()).toBe(1);
    expect(await button(closedViewer, "下载").count()).toBe(0);
    expect((await api(page, `/v1/handout_file/${closed.handout_id}?download=1`)).body.code).toBe(30007);
    await page.context().close();
  });

  it("unlinks a handout only after 确定: 取消 keeps the link", async () => {
    const page = await signedIn("admin");
    const linkedRows = (await notes(page, "pageNo=1&pageSize=50")).list.filter((r) => r.handout_id !== null);
    // The last linked one: the preview test reads the first.
    const video = linkedRows[linkedRows.length - 1];
    const row = await openVideo(page, video.video_name);
    const linkOf = async () =>
      (await notes(page, `pageNo=1&pageSize=10&video_name=${encodeURIComponent(video.video_name)}`)).list[0].handout_id;

    await button(row, "删除").click();
    const confirm = page.locator(".ant-modal-confirm:visible", {
      hasText: "此操作将解除该视频与讲义的关联，讲义文件本身不会删除，是否继续?",
    });
    await visible(confirm);
    await settled(confirm);
    await button(confirm, "取消").click();
    await visible(toast(page, "已取消删除"));
    await confirm.waitFor({ state: "hidden" });
    expect(await linkOf()).toBe(video.handout_id);
    await visible(button(row, "预览"));

    await button(row, "删除").click();
    await visible(confirm);
    await settled(confirm);
    const [unlinked] = await Promise.all([answerOf(page, "/v1/cancel_lecture_notes"), button(confirm, "确定").click()]);
    expect(unlinked.status()).toBe(200);
    await visible(toast(page, "删除成功"));
    await visible(button(row, "添加讲义"));
    expect(await button(row, "预览").count()).toBe(0);
    expect(await button(row, "删除").count()).toBe(0);
    expect(await linkOf()).toBeNull();
    await page.context().close();
  });

  it("loads pdf.js with the first preview and shows the handout page by page", async () => {
    const page = await signedIn("admin");
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    const pdfjs = () => ({
      library: requested.some((p) => /^\/assets\/pdf-[\w-]+\.js$/.test(p)),
      worker: requested.some((p) => /^\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(p)),
    });
    const video = (await notes(page, "pageNo=1&pageSize=50")).list.find((r) => r.handout_id !== null)!;
    const handout = (await treeNodes(page, video.subject_id)).find((n) => n.id === video.handout_id)!;
    expect(handout.pages).toBeGreaterThan(1);
    const row = await openVideo(page, video.video_name);
    expect(pdfjs()).toEqual({ library: false, worker: false });

    await button(row, "预览").click();
    // Titled with the handout's name (issue 14), not 讲义 alone.
    const viewer = dialog(page, `讲义：${handout.label}`);
    await visible(viewer.locator("canvas[data-page='1']"));
    expect(pdfjs()).toEqual({ library: true, worker: true });
    expect(await viewer.locator("[data-pages]").getAttribute("data-pages")).toBe(String(handout.pages));
    const first = await settledPage(page);
    expect(first.page).toBe(1);

    await viewer.locator(".ant-pagination-next").click();
    await visible(viewer.locator("canvas[data-page='2']"));
    const second = await settledPage(page, first.picture);
    expect(second.page).toBe(2);

    // Zoom (issue 14): 放大 and 缩小 step the drawn page's size, 适合宽度 fills the viewer's width.
    const canvas = viewer.locator("canvas[data-page]");
    const width = () => canvas.evaluate((c) => c.getBoundingClientRect().width);
    const at100 = await width();
    expect(await viewer.getByText("100%", { exact: true }).count()).toBe(1);
    await button(viewer, "放大").click();
    await expect.poll(width, patiently).toBeCloseTo(at100 * 1.1, -1);
    await visible(viewer.getByText("110%", { exact: true }));
    await button(viewer, "缩小").click();
    await button(viewer, "缩小").click();
    await expect.poll(width, patiently).toBeCloseTo(at100 * 0.9, -1);
    await button(viewer, "适合宽度").click();
    const room = await viewer.locator("[data-pages]").evaluate((d) => d.clientWidth);
    await expect.poll(width, patiently).toBeGreaterThan(room - 40);
    expect(await width()).toBeLessThanOrEqual(room);
    expect((await settledPage(page)).page).toBe(2);
    await page.context().close();
  });
});

describe("教材讲义: live handouts", () => {
  // Over 10 s: every field of three dialogs, each message checked with nothing sent.
  it("says what is missing or wrong before anything is sent", async () => {
    const page = await signedIn("admin");
    const english = await subjectId(page, "英语");
    await openLive(page, english);
    const writes: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (/\/v1\/(create_handout|update_handout|del_handout|upload_file_handout_task)$/.test(path)) writes.push(path);
    });

    // Nothing checked: neither 删除 nor 重命名 (issue 14: 删除 was enabled).
    expect(await button(page, "删除").isDisabled()).toBe(true);
    expect(await button(page, "重命名").isDisabled()).toBe(true);

    await button(page, "新建文件夹").click();
    const folder = dialog(page, "新建文件夹");
    await visible(folder);
    await button(folder, "确定").click();
    await expect.poll(() => fieldErrors(folder)).toEqual(["请选择父级文件夹", "请填写文件夹名称"]);
    await fill(folder, "文件夹名称", "一二三四五六七八九十一");
    await expect.poll(() => fieldErrors(folder)).toEqual(["请选择父级文件夹", "文件夹名称不能超过10个字符"]);
    await fill(folder, "文件夹名称", "一二三四五六七八九十");
    await expect.poll(() => fieldErrors(folder)).toEqual(["请选择父级文件夹"]);
    await fill(folder, "文件夹名称", "   ");
    await expect.poll(() => fieldErrors(folder)).toEqual(["请选择父级文件夹", "请填写文件夹名称"]);
    await cancel(folder);

    await button(page, "添加课件").click();
    const upload = dialog(page, "添加课件");
    await visible(upload);
    await button(upload, "确定").click();
    await expect.poll(() => fieldErrors(upload)).toEqual(["请选择父级文件夹", "请上传文件"]);
    await cancel(upload);

    // 高三 is a folder of the 讲义 root, 期中试卷 a file of the 作业 root: rename takes exactly one.
    await treeRow(page, "高三").locator(".ant-tree-checkbox").click();
    await treeRow(page, "英语期中试卷").locator(".ant-tree-checkbox").click();
    await expect.poll(() => button(page, "重命名").isDisabled()).toBe(true);
    await treeRow(page, "英语期中试卷").locator(".ant-tree-checkbox").click();
    await expect.poll(() => button(page, "重命名").isDisabled()).toBe(false);
    expect(await treeRow(page, "讲义").locator(".ant-tree-checkbox").count()).toBe(0);

    await button(page, "重命名").click();
    const rename = dialog(page, "重命名");
    await visible(rename);
    expect(await formItem(rename, "文件名称").locator("input").inputValue()).toBe("高三");
    await fill(rename, "文件名称", "");
    await button(rename, "确定").click();
    await expect.poll(() => fieldErrors(rename)).toEqual(["请填写文件名称"]);
    await cancel(rename);

    expect(writes).toEqual([]);
    await page.context().close();
  });

  // Over 10 s: a folder's whole life: create, rename, two uploads, pdf.js's preview and print, delete.
  it("creates, renames, fills, previews, prints and deletes a folder", async () => {
    const page = await signedIn("admin");
    const math = await subjectId(page, "数学");
    await openHandouts(page);
    await visible(tableRows(page));
    await page.locator(".ant-segmented-item", { hasText: "直播讲义" }).click();
    await page.waitForURL(/view=live/);
    await page.locator(".ant-select:has(input[aria-label='学科']) .ant-select-selector").click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="数学"]').click();
    await page.waitForURL(new RegExp(`subject=${math}`));
    await visible(treeRow(page, "数学期中试卷"));

    // Create under the 讲义 root, then the same name again.
    const name = "期末复习A";
    await button(page, "新建文件夹").click();
    const create = dialog(page, "新建文件夹");
    await visible(create);
    await chooseFolder(page, create, "讲义");
    await fill(create, "文件夹名称", name);
    const [created] = await Promise.all([answerOf(page, "/v1/create_handout"), button(create, "确定").click()]);
    expect(created.status()).toBe(200);
    await visible(toast(page, "创建成功"));
    await create.waitFor({ state: "hidden" });
    await visible(treeRow(page, name));
    const root = (await treeNodes(page, math)).find((n) => n.label === "讲义")!;
    const folder = root.children.find((n) => n.label === name)!;
    expect(folder.kind).toBe("folder");

    await button(page, "新建文件夹").click();
    await visible(create);
    await chooseFolder(page, create, "讲义");
    await fill(create, "文件夹名称", name);
    const [refused] = await Promise.all([answerOf(page, "/v1/create_handout"), button(create, "确定").click()]);
    expect(refused.status()).toBe(409);
    await visible(toast(page, `讲义名称重复：该文件夹下已有「${name}」`));
    expect(await create.isVisible()).toBe(true);
    await cancel(create);
    expect((await treeNodes(page, math)).filter((n) => n.label === name)).toHaveLength(1);

    // Rename: first to a sibling's name (refused), then to a free one.
    const renamed = "期末复习B";
    await treeRow(page, name).locator(".ant-tree-checkbox").click();
    await button(page, "重命名").click();
    const rename = dialog(page, "重命名");
    await visible(rename);
    await fill(rename, "文件名称", "高三");
    const [taken] = await Promise.all([answerOf(page, "/v1/update_handout"), button(rename, "确定").click()]);
    expect(taken.status()).toBe(409);
    await visible(toast(page, "创建失败"));
    await expect.poll(() => fieldErrors(rename)).toEqual(["讲义名称重复：该文件夹下已有「高三」"]);
    await fill(rename, "文件名称", renamed);
    const [saved] = await Promise.all([answerOf(page, "/v1/update_handout"), button(rename, "确定").click()]);
    expect(saved.status()).toBe(200);
    await visible(toast(page, "修改成功"));
    await visible(treeRow(page, renamed));
    expect(await treeRow(page, name).count()).toBe(0);
    expect((await treeNodes(page, math)).find((n) => n.id === folder.id)?.label).toBe(renamed);

    // Upload into the checked folder: a real two-page PDF, then text dressed up as one.
    await button(page, "添加课件").click();
    const upload = dialog(page, "添加课件");
    await visible(upload);
    expect(await formItem(upload, "父级文件夹").locator(".ant-select-selection-item").innerText()).toBe(renamed);
    const pdf = { name: "两页讲义.pdf", mimeType: "application/pdf", buffer: await a4Pdf(2) };
    await upload.locator("input[type=file]").setInputFiles(pdf);
    await visible(upload.getByText("两页讲义.pdf"));
    const [uploaded] = await Promise.all([
      answerOf(page, "/v1/upload_file_handout_task"),
      button(upload, "确定").click(),
    ]);
    expect(uploaded.status()).toBe(200);
    await visible(toast(page, "上传成功"));
    await upload.waitFor({ state: "hidden" });
    const fileRow = treeRow(page, "两页讲义");
    await visible(fileRow);
    expect(await fileRow.getByText("2 页", { exact: true }).count()).toBe(1);
    const file = (await treeNodes(page, math)).find((n) => n.id === folder.id)!.children[0];
    expect(file).toMatchObject({ label: "两页讲义", kind: "file", pages: 2 });

    await button(page, "添加课件").click();
    await visible(upload);
    const fake = { name: "假讲义.pdf", mimeType: "application/pdf", buffer: Buffer.from("这不是PDF，只是文字。") };
    await upload.locator("input[type=file]").setInputFiles(fake);
    const [rejected] = await Promise.all([
      answerOf(page, "/v1/upload_file_handout_task"),
      button(upload, "确定").click(),
    ]);
    expect(rejected.status()).toBe(400);
    await visible(toast(page, "上传失败：文件格式错误，仅支持PDF"));
    await expect.poll(() => fieldErrors(upload)).toEqual(["文件格式错误，仅支持PDF"]);
    await cancel(upload);
    expect((await treeNodes(page, math)).find((n) => n.id === folder.id)!.children).toHaveLength(1);

    // Uploaded without 允许下载: preview and print, no 下载.
    expect(await fileRow.getByText("下载", { exact: true }).count()).toBe(0);

    // Preview: page 1 has its block at the top, page 2 at the bottom.
    await fileRow.getByText("预览", { exact: true }).click();
    const viewer = dialog(page, "讲义：两页讲义");
    await visible(viewer.locator("canvas[data-page='1']"));
    expect(await viewer.locator("[data-pages]").getAttribute("data-pages")).toBe("2");
    const first = await settledPage(page);
    expect(first.page).toBe(1);
    expect(first.top).toBeGreaterThan(0.2);
    expect(first.bottom).toBeLessThan(0.05);
    await viewer.locator(".ant-pagination-next").click();
    await visible(viewer.locator("canvas[data-page='2']"));
    const second = await settledPage(page, first.picture);
    expect(second.page).toBe(2);
    expect(second.top).toBeLessThan(0.05);
    expect(second.bottom).toBeGreaterThan(0.2);
    await viewer.locator(".ant-modal-close").click();
    await viewer.waitFor({ state: "hidden" });

    // Print: every page drawn at 150 dpi into the hidden print frame.
    await fileRow.getByText("打印", { exact: true }).click();
    // The pages that have loaded: the frame holds each <img> before its picture has come in.
    const printed = () =>
      page.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>("iframe[data-omo-print]");
        return [...(frame?.contentDocument?.images ?? [])]
          .filter((img) => img.complete)
          .map((img) => [img.naturalWidth, img.naturalHeight]);
      });
    await expect.poll(printed, patiently).toHaveLength(2);
    for (const [width, height] of await printed()) {
      expect(Math.abs(width - (595.28 * 150) / 72)).toBeLessThan(1);
      expect(Math.abs(height - (841.89 * 150) / 72)).toBeLessThan(1);
    }

    // Delete the folder, with its file.
    await button(page, "删除").click();
    const confirm = page.locator(".ant-modal-confirm:visible", {
      hasText: "确定删除选中的 1 项吗？文件夹将连同其下的全部文件一起删除。",
    });
    await visible(confirm);
    await settled(confirm);
    const [deleted] = await Promise.all([answerOf(page, "/v1/del_handout"), button(confirm, "确定").click()]);
    expect(deleted.status()).toBe(200);
    await visible(toast(page, "删除成功"));
    await expect.poll(() => treeRow(page, renamed).count(), patiently).toBe(0);
    expect(await treeRow(page, "两页讲义").count()).toBe(0);
    const left = await treeNodes(page, math);
    expect(left.filter((n) => n.id === folder.id || n.id === file.id)).toEqual([]);
    expect((await api(page, file.oss_url!.replace(/^\/api/, ""))).status).toBe(404);
    await page.context().close();
  });

  it("downloads a PDF uploaded as 允许下载 from the tree and its viewer, and keeps the open folders across a reload (issue 14)", async () => {
    const page = await signedIn("admin");
    const chinese = await subjectId(page, "语文");
    await openLive(page, chinese);

    await button(page, "添加课件").click();
    const upload = dialog(page, "添加课件");
    await visible(upload);
    await chooseFolder(page, upload, "讲义");
    const pdf = await a4Pdf(1);
    await upload
      .locator("input[type=file]")
      .setInputFiles({ name: "可下载讲义.pdf", mimeType: "application/pdf", buffer: pdf });
    await upload.getByRole("switch").click();
    const [uploaded] = await Promise.all([
      answerOf(page, "/v1/upload_file_handout_task"),
      button(upload, "确定").click(),
    ]);
    expect(uploaded.status()).toBe(200);
    await upload.waitFor({ state: "hidden" });

    const fileRow = treeRow(page, "可下载讲义");
    await visible(fileRow);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      fileRow.getByText("下载", { exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("可下载讲义.pdf");
    expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
    await fileRow.getByText("预览", { exact: true }).click();
    const viewer = dialog(page, "讲义：可下载讲义");
    await visible(viewer.locator("canvas[data-page='1']"));
    const [again] = await Promise.all([page.waitForEvent("download"), button(viewer, "下载").click()]);
    expect(again.suggestedFilename()).toBe("可下载讲义.pdf");
    await viewer.locator(".ant-modal-close").click();
    await viewer.waitFor({ state: "hidden" });

    // Open a folder of the 讲义 root: after a reload it is still open.
    const roots = (await api<HandoutNode[]>(page, `/v1/live_handout_list?subject_id=${chinese}`)).body.data;
    const grade = roots[0].children.find((n) => n.kind === "folder" && n.children.length > 0)!;
    const inside = grade.children[0].label;
    expect(await treeRow(page, inside).count()).toBe(0);
    await treeRow(page, grade.label).first().locator(".ant-tree-switcher").click();
    await visible(treeRow(page, inside).first());
    await page.reload();
    await visible(fileRow);
    await visible(treeRow(page, inside).first());
    await page.context().close();
  });

  it("fills 重命名 with the name of the item checked now, not of the one renamed before", async () => {
    const page = await signedIn("admin");
    await openLive(page, await subjectId(page, "化学"));
    const toggle = (label: string) => treeRow(page, label).locator(".ant-tree-checkbox").click();
    const expectName = async (name: string) => {
      await button(page, "重命名").click();
      const rename = dialog(page, "重命名");
      await visible(rename);
      await expect.poll(() => formItem(rename, "文件名称").locator("input").inputValue()).toBe(name);
      await cancel(rename);
    };

    await toggle("高三");
    await expectName("高三");
    await toggle("高三");
    await toggle("化学期中试卷");
    await expectName("化学期中试卷");
    await page.context().close();
  });

  it("presets 父级文件夹 from the items checked each time 新建文件夹 or 添加课件 opens", async () => {
    const page = await signedIn("admin");
    await openLive(page, await subjectId(page, "生物"));
    const toggle = (label: string) => treeRow(page, label).locator(".ant-tree-checkbox").click();
    const expectParent = async (parent: string[]) => {
      for (const action of ["新建文件夹", "添加课件"]) {
        await button(page, action).click();
        const open = dialog(page, action);
        await visible(open);
        const shown = formItem(open, "父级文件夹").locator(".ant-select-selection-item");
        await expect.poll(() => shown.allInnerTexts(), { message: action }).toEqual(parent);
        await cancel(open);
      }
    };

    // A checked folder is the parent; a checked file's folder is; nothing checked, nothing preset.
    await toggle("高三");
    await expectParent(["高三"]);
    await toggle("高三");
    await toggle("生物期中试卷");
    await expectParent(["作业"]);
    await toggle("生物期中试卷");
    await expectParent([]);
    await page.context().close();
  });

  it("hides 删除 from the editor, and the server refuses it too", async () => {
    const page = await signedIn("editor");
    const physics = await subjectId(page, "物理");
    await openLive(page, physics);
    await visible(button(page, "新建文件夹"));
    await visible(button(page, "重命名"));
    await visible(button(page, "添加课件"));
    expect(await button(page, "删除").count()).toBe(0);

    const victim = (await treeNodes(page, physics)).find((n) => n.label === "高三")!;
    const refused = await api(page, `/v1/del_handout?ids[]=${victim.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    expect((await treeNodes(page, physics)).some((n) => n.id === victim.id)).toBe(true);
    await page.context().close();
  });
});

describe("教材讲义 in a tab kept alive", () => {
  const tab = (page: Page, title: string) => page.locator(".omo-tabs .ant-tabs-tab", { hasText: title });

  /** Goes to 首页 by its tab and back to 教材讲义 by its tab: the page stayed mounted, hidden. */
  async function awayAndBack(page: Page) {
    await tab(page, "首页").click();
    await page.waitForURL(/\/index$/);
    // React renders a hidden page's updates when idle: give it the time to, as a user would.
    await page.waitForTimeout(1000);
    await tab(page, "教材讲义").click();
    await page.waitForURL(/teaching-notes/);
  }

  it("keeps the live view's search and checks, and the recorded view's typed name", async () => {
    const page = await signedIn("admin");
    const subject = await subjectId(page, "地理");
    await openLive(page, subject);
    const search = page.getByPlaceholder("输入关键字搜索");
    await search.fill("讲");
    const checkbox = treeRow(page, "高一").first().locator(".ant-tree-checkbox");
    await checkbox.click();
    await awayAndBack(page);
    expect(new URL(page.url()).searchParams.get("view")).toBe("live");
    expect(await search.inputValue()).toBe("讲");
    await expect.poll(() => page.locator(".ant-tree-checkbox-checked").count()).toBe(1);

    await page.getByText("录播讲义", { exact: true }).click();
    await formItem(page, "视频名称").locator("input").fill("数学");
    await awayAndBack(page);
    expect(await formItem(page, "视频名称").locator("input").inputValue()).toBe("数学");
    await page.context().close();
  });

  it("shows the viewer again after leaving and coming Back, drawing the handout anew", async () => {
    const page = await signedIn("admin", true);
    const video = (await notes(page, "pageNo=1&pageSize=50")).list.find((r) => r.handout_id !== null)!;
    // Into the page without loading a document, so Back and Forward stay inside the app.
    await page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, PAGE);
    await page.waitForURL(/teaching-notes/);
    await formItem(page, "视频名称").locator("input").fill(video.video_name);
    await button(page, "查询").click();
    await expect.poll(() => column(page, "视频名称"), patiently).toEqual([video.video_name]);
    await button(tableRows(page).first(), "预览").click();
    const viewer = dialog(page, `讲义：${video.handout_name}`);
    await visible(viewer.locator("canvas[data-page='1']"));

    // Elsewhere in the app (the handout page is hidden, its document destroyed), then Back.
    await page.evaluate(() => {
      history.pushState(null, "", "/index");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForURL(/\/index$/);
    await page.waitForTimeout(1000);
    await page.goBack();
    await page.waitForURL(/teaching-notes/);
    await visible(viewer.locator("canvas[data-page='1']"));
    expect((await settledPage(page)).page).toBe(1);
    expect(await page.getByText("页面出错了").count()).toBe(0);
    await page.context().close();
  });
});
