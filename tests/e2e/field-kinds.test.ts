import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { cspViolations, launchBrowser, signIn, newPage, visible, watchCsp } from "./browser.js";
import { api, button, formItem, tableRows } from "./antd.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CAMPUS = "/campus-management/campus-list";
const NEWS = "/operation-management/information-management";
const shot = (name: string) => join(tmpdir(), `omo-field-kinds-${name}.png`);

/** Logs in as admin with CSP violations recorded, and opens a list page. */
async function openList(path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await watchCsp(page);
  await signIn(page, "admin", "admin123", path);
  await visible(tableRows(page));
  return page;
}

/** Clicks `link` and answers the download it starts: its name and bytes. */
async function downloaded(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

type Row = { id: number; name: string; contract: string | null; _files: { contract: { name: string } | null } };

describe("file and rich-text fields in Chromium", () => {
  it("downloads the seeded private agreement, refuses a fake PDF, uploads a real one and saves it", async () => {
    const page = await openList(CAMPUS);
    const rows = (await api<{ list: Row[] }>(page, "/v1/resources/campus?pageNo=1&pageSize=10&prop=id&order=ascending"))
      .body.data.list;
    const seeded = rows.find((r) => r.contract)!;
    const seededRow = tableRows(page).filter({ hasText: seeded.name });
    const first = await downloaded(page, seededRow.getByText(seeded._files.contract!.name));
    expect(first.name).toBe(seeded._files.contract!.name);
    expect(first.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    const target = rows.find((r) => !r.contract)!;
    const row = tableRows(page).filter({ hasText: target.name });
    await button(row, "编辑").click();
    const drawer = page.locator(".ant-drawer-content", { hasText: "编辑校区" });
    const item = formItem(drawer, "合作协议");
    await visible(item.getByText("支持 PDF，不超过 10MB"));
    const input = item.locator('input[type="file"]');
    await input.setInputFiles({
      name: "伪装.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html>not a pdf</html>"),
    });
    await visible(page.locator(".ant-message-notice", { hasText: "合作协议只能上传 PDF 文件" }));

    const pdf = first.bytes;
    await input.setInputFiles({ name: "新协议.pdf", mimeType: "application/pdf", buffer: pdf });
    await visible(item.getByText("新协议.pdf"));
    await page.screenshot({ path: shot("file-widget") });
    await formItem(drawer, "校区照片").scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("images-widget") });
    await button(drawer, "保存").click();
    await visible(row.getByText("新协议.pdf"));
    const again = await downloaded(page, row.getByText("新协议.pdf"));
    expect(again.name).toBe("新协议.pdf");
    expect(again.bytes.equals(pdf)).toBe(true);
    await page.screenshot({ path: shot("file-cell") });
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("edits news with the rich-text editor and stores sanitised HTML", async () => {
    const page = await openList(NEWS);
    await button(tableRows(page).first(), "编辑").click();
    const drawer = page.locator(".ant-drawer-content", { hasText: "编辑资讯" });
    const editor = drawer.locator(".omo-rich-text-content");
    await visible(editor);
    await visible(editor.locator("p"));
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await drawer.getByRole("button", { name: "标题 2" }).click();
    await page.keyboard.type("寒假班报名通知");
    await page.keyboard.press("Enter");
    await page.keyboard.type("报名截止日期为");
    await drawer.getByRole("button", { name: "加粗" }).click();
    await page.keyboard.type("1月10日");
    await drawer.getByRole("button", { name: "加粗" }).click();
    await page.keyboard.type("，请尽快报名。");
    await page.screenshot({ path: shot("rich-text") });
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/api/v1/resources/news/")),
      button(drawer, "保存").click(),
    ]);
    const { id } = ((await saved.json()) as { data: { id: number } }).data;
    await visible(page.locator(".ant-message-notice", { hasText: "保存成功" }));
    const stored = (await api<{ body: string }>(page, `/v1/resources/news/${id}`)).body.data.body;
    expect(stored).toBe("<h2>寒假班报名通知</h2><p>报名截止日期为<strong>1月10日</strong>，请尽快报名。</p>");
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows categories as a tree; editing one greys out itself and its descendants as its parent", async () => {
    const page = await openList("/operation-management/category-management");
    const group = tableRows(page).filter({ hasText: "全国卷" }).filter({ hasNotText: "全国甲卷" });
    await visible(group);
    expect(await tableRows(page).filter({ hasText: "全国甲卷" }).count()).toBe(0);
    await group.locator(".ant-table-row-expand-icon").click();
    await visible(tableRows(page).filter({ hasText: "全国甲卷" }));
    await page.screenshot({ path: shot("tree-list") });

    await button(group.first(), "编辑").click();
    const dialog = page.locator(".ant-modal-content", { hasText: "编辑分类" });
    await formItem(dialog, "上级分类").locator(".ant-select-selector").click();
    const node = (name: string) =>
      page.locator(".ant-select-dropdown:visible .ant-select-tree-treenode", {
        has: page.locator(".ant-select-tree-title", { hasText: new RegExp(`^${name}$`) }),
      });
    // The row itself and its child cannot be its parent (the server refuses them too); another row can.
    await expect.poll(() => node("全国甲卷").getAttribute("class")).toContain("ant-select-tree-treenode-disabled");
    expect(await node("全国卷").getAttribute("class")).toContain("ant-select-tree-treenode-disabled");
    await page.screenshot({ path: shot("tree-select") });
    await node("全国甲卷").click();
    expect(await formItem(dialog, "上级分类").locator(".ant-select-selection-item").count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});
