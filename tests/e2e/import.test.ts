import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button, column, tableRows } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";

let browser: Browser;
let server: OwnServer;
beforeAll(async () => {
  // A server of its own: the rows this test adds change no other test's students.
  [browser, server] = await Promise.all([launchBrowser(), startOwnServer()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const STUDENTS = "/user-management/user-information";
const dialog = (page: Page) => page.locator(".ant-modal:visible");

/** The downloaded template with these rows under its header, as a person fills it in Excel. */
async function filled(template: Buffer, rows: Record<string, unknown>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.getWorksheet("数据")!;
  const titles = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  for (const row of rows) sheet.addRow(titles.map((t) => row[t] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("导入 in Chromium", () => {
  it("downloads the template, reports a bad row, imports the fixed file and lists its rows", async () => {
    const { page } = await newPage(browser);
    await signIn(page, "admin", "admin123", STUDENTS, server.baseUrl);
    await visible(tableRows(page));
    const campus = (await api<{ list: { name: string }[] }>(page, "/v1/resources/campus?pageSize=1")).body.data.list[0];

    await page.screenshot({ path: join(tmpdir(), "omo-import-toolbar.png") });
    await button(page, "导入").click();
    await visible(dialog(page));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      button(dialog(page), "下载 Excel 模板").click(),
    ]);
    expect(download.suggestedFilename()).toBe("学员-导入模板.xlsx");
    const template = readFileSync((await download.path())!);

    const row = (name: string, phone: string) => ({
      姓名: name,
      性别: "女",
      手机号: phone,
      年级: "高一",
      所属校区: campus.name,
      注册时间: "2024-09-01 10:00",
    });
    const file = join(tmpdir(), `omo-import-${process.pid}.xlsx`);
    writeFileSync(file, await filled(template, [row("林导入", "13912340001"), row("周导入", "123")]));
    await dialog(page).locator("input[type=file]").setInputFiles(file);
    await visible(dialog(page).getByText("请输入正确的手机号"));
    expect(await dialog(page).locator(".ant-table-tbody tr.ant-table-row td").allInnerTexts()).toEqual([
      "3",
      "手机号",
      "请输入正确的手机号",
    ]);
    await visible(dialog(page).getByText(/共 2 行：1 行无误，1 行有错误/));
    expect(
      await dialog(page)
        .getByRole("button", { name: /^导\s?入$/ })
        .isDisabled(),
    ).toBe(true);
    await page.screenshot({ path: join(tmpdir(), "omo-import-dialog.png") });

    writeFileSync(file, await filled(template, [row("林导入", "13912340001"), row("周导入", "13912340002")]));
    await dialog(page).locator("input[type=file]").setInputFiles(file);
    await visible(dialog(page).getByText("共 2 行，全部无误，可以导入。"));
    await dialog(page).getByRole("button", { name: "导入 2 条" }).click();
    await visible(dialog(page).getByText("成功导入 2 条"));
    await page.screenshot({ path: join(tmpdir(), "omo-import-done.png") });
    await button(dialog(page), "关闭").click();
    // Newest first: the imported rows head the list.
    await expect.poll(async () => (await column(page, "姓名")).slice(0, 2).sort()).toEqual(["周导入", "林导入"]);
    await page.context().close();
  });
});
