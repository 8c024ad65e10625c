import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button, choose, column, fill, formItem, tableRows } from "./antd.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CATEGORY = "/operation-management/category-management";

/** Logs in and opens a list page, waiting for its first rows. */
async function openList(user: "admin" | "editor", path: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, user, `${user}123`, path);
  await visible(tableRows(page));
  return page;
}

const total = async (page: Page) =>
  Number(/共\s*(\d+)\s*条/.exec(await page.locator(".ant-pagination").innerText())?.[1]);

describe("config-driven list pages in Chromium", () => {
  it("searches, keeps the query in the address across a reload, resets, sorts and pages on the server", async () => {
    const page = await openList("admin", CATEGORY);
    const all = await total(page);
    expect(all).toBeGreaterThan(10);
    expect(await tableRows(page).count()).toBe(10);

    await fill(page, "名称", "数学");
    await button(page, "查询").click();
    await page.waitForURL(/filters/);
    await expect.poll(() => column(page, "名称")).toEqual(["数学"]);
    await page.reload();
    await visible(tableRows(page));
    expect(await formItem(page, "名称").locator("input").inputValue()).toBe("数学");
    expect(await column(page, "名称")).toEqual(["数学"]);

    await button(page, "重置").click();
    await expect.poll(() => total(page)).toBe(all);
    expect(await formItem(page, "名称").locator("input").inputValue()).toBe("");

    await page.locator(".ant-table-thead th", { hasText: /^名称$/ }).click();
    await page.waitForURL(/sorters/);
    // 分类管理 is a tree (list.tree): without a query the list shows the top-level rows.
    const sorted = await api<{ list: { name: string }[] }>(
      page,
      "/v1/resources/category?pageNo=1&pageSize=10&prop=name&order=ascending&treeRoots=1",
    );
    await expect.poll(() => column(page, "名称")).toEqual(sorted.body.data.list.map((r) => r.name));

    const first = await column(page, "名称");
    await page.locator(".ant-pagination-item-2").click();
    await page.waitForURL(/currentPage=2/);
    await expect.poll(() => column(page, "名称")).not.toEqual(first);
    await page.context().close();
  });

  // Over 10 s: a row created after its rules' messages, edited and deleted, each step read back from the server.
  it("creates with invalid then valid input, edits, and deletes after the confirmation", async () => {
    const page = await openList("admin", CATEGORY);
    await button(page, "新增").click();
    const dialog = page.locator(".ant-modal-content", { hasText: "新增分类" });
    await visible(dialog);
    await button(dialog, "保存").click();
    await visible(dialog.getByText("请选择分类类型"));
    await visible(dialog.getByText("请输入名称"));
    await fill(dialog, "名称", "一二三四五六七八九十一二三四五六七八九十一");
    await visible(dialog.getByText("名称不能超过20个字符"));

    await dialog.getByLabel("学科").check();
    await fill(dialog, "名称", "信息技术");
    await button(dialog, "保存").click();
    await visible(page.getByText("新增成功"));
    await dialog.waitFor({ state: "hidden" });

    await fill(page, "名称", "信息技术");
    await button(page, "查询").click();
    await expect.poll(() => column(page, "名称")).toEqual(["信息技术"]);

    await button(tableRows(page).first(), "编辑").click();
    const edit = page.locator(".ant-modal-content", { hasText: "编辑分类" });
    await visible(edit);
    await expect.poll(() => formItem(edit, "名称").locator("input").inputValue()).toBe("信息技术");
    await fill(edit, "名称", "信息技术（新）");
    await button(edit, "保存").click();
    await visible(page.getByText("保存成功"));
    await fill(page, "名称", "信息技术");
    await button(page, "查询").click();
    await expect.poll(() => column(page, "名称")).toEqual(["信息技术（新）"]);

    await button(tableRows(page).first(), "删除").click();
    const confirm = page.locator(".ant-popover", { hasText: "确定删除「信息技术（新）」吗？" });
    await visible(confirm);
    await button(confirm, "删除").click();
    await visible(page.getByText("删除成功"));
    await expect.poll(() => tableRows(page).count()).toBe(0);
    const left = await api<{ total: number }>(page, `/v1/resources/category?name=${encodeURIComponent("信息技术")}`);
    expect(left.body.data.total).toBe(0);
    await page.context().close();
  });

  it("exports the current filter as CSV that Excel opens", async () => {
    const page = await openList("admin", CATEGORY);
    const all = await total(page);
    await choose(page, page, "分类类型", "卷区");
    await button(page, "查询").click();
    await page.waitForURL(/filters/);
    await expect.poll(() => total(page)).toBeLessThan(all);
    const areas = await total(page);
    const [download] = await Promise.all([page.waitForEvent("download"), button(page, "导出").click()]);
    expect(download.suggestedFilename()).toMatch(/^分类-\d{8}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain("名称");
    expect(lines).toHaveLength(areas + 1);
    expect(lines.slice(1).every((l) => l.includes("卷区"))).toBe(true);
    await page.context().close();
  });

  it("opens the add-campus page from the campus list and returns to the list after saving", async () => {
    const page = await openList("admin", "/campus-management/campus-list");
    await button(page, "添加校区").click();
    await page.waitForURL(/\/campus-management\/add-campus/);
    // The page is a lazy chunk: until its 保存 shows, the list (with its own 校区名称) may still be on screen.
    await visible(button(page, "保存"));
    await button(page, "保存").click();
    await visible(page.getByText("请输入校区名称"));
    await fill(page, "校区名称", "杭州西湖测试校区");
    await fill(page, "校区编号", "hz9");
    await visible(page.getByText("校区编号为2个大写字母加3位数字，如 BJ001"));
    await fill(page, "校区编号", "HZ901");
    await fill(page, "所在城市", "杭州");
    await fill(page, "负责人", "王小明");
    await fill(page, "联系电话", "1380013800");
    await visible(page.getByText("请输入正确的电话号码（手机号，或带区号的座机号）"));
    await fill(page, "联系电话", "13800138000");
    await page.getByLabel("直营").check();
    await choose(page, page, "开设学科", "数学");
    await button(page, "保存").click();
    await visible(page.getByText("新增成功"));
    await page.waitForURL(/\/campus-management\/campus-list/);
    await expect.poll(() => page.locator(".ant-tabs-tab", { hasText: "添加校区" }).count()).toBe(0);
    // Only the list's query field is left once the form page is gone.
    await expect.poll(() => page.locator('.ant-form-item:has(label[title="校区名称"])').count()).toBe(1);
    await fill(page, "校区名称", "西湖测试");
    await button(page, "查询").click();
    await expect.poll(() => column(page, "校区名称")).toEqual(["杭州西湖测试校区"]);
    await page.context().close();
  });

  it("hides delete from the editor, and the server refuses it too", async () => {
    const page = await openList("editor", CATEGORY);
    await visible(button(tableRows(page).first(), "编辑"));
    expect(await button(tableRows(page).first(), "删除").count()).toBe(0);
    expect(await button(page, "批量删除").count()).toBe(0);
    await visible(button(page, "新增"));

    const list = await api<{ list: { id: number; name: string }[] }>(page, "/v1/resources/category?pageSize=1");
    const victim = list.body.data.list[0];
    const refused = await api(page, `/v1/resources/category/${victim.id}`, { method: "DELETE" });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    const still = await api<{ name: string }>(page, `/v1/resources/category/${victim.id}`);
    expect(still.body.data.name).toBe(victim.name);
    await page.context().close();
  });
});
