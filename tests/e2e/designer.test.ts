import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button, choose, column, fill, formItem, tableRows } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";

let browser: Browser;
let server: OwnServer;
type Admin = Awaited<ReturnType<typeof admin>>;
/** A designs, B uses the pages (open before the first save), C saves over A in the last step. */
let a: Admin;
let b: Admin;

/**
 * The page designer as an administrator uses it: a new list page built with the designer's forms,
 * saved as a file under config/, seen by a browser already open without a restart or a reload, a
 * field renamed with its data kept, and two administrators saving the same file.
 */
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startOwnServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const DESIGNER = "/general-settings/page-designer";
const roomFile = () => readFileSync(join(server.configDir, "resources/room.json"), "utf8");

/** A page logged in as admin, on the home page. */
async function admin() {
  const { page, errors } = await newPage(browser);
  await signIn(page, "admin", "admin123", "/index", server.baseUrl);
  return { page, errors };
}

/** The designer opened on a page of its list (`打开 room`). */
async function openDesigner(page: Page, resource?: string) {
  await page.goto(`${server.baseUrl}${DESIGNER}`);
  await visible(button(page, "新建页面"));
  if (resource) {
    await page.getByRole("button", { name: `打开 ${resource}`, exact: true }).click();
    await visible(page.getByRole("tab", { name: "字段" }));
  }
}

/** The open modal whose title is `title`. */
const modal = (page: Page, title: string) =>
  page.locator(".ant-modal-content").filter({ has: page.locator(".ant-modal-title", { hasText: title }) });

/** Adds a record field through the field dialog; `more` sets what its type needs. */
async function addField(page: Page, name: string, title: string, type: string, more: (d: Locator) => Promise<void>) {
  await button(page, "添加字段").click();
  const dialog = modal(page, "添加字段");
  await visible(dialog);
  await fill(dialog, "字段名", name);
  await fill(dialog, "标题", title);
  if (type !== "文本（string）") await choose(page, dialog, "类型", type);
  await more(dialog);
  await button(dialog, "确定").click();
  await dialog.waitFor({ state: "detached" });
  await visible(page.getByRole("button", { name: `编辑字段 ${name}`, exact: true }));
}

/** Picks an option of the select labelled `label` (a select outside a form item, as in the designer's tables). */
async function pick(page: Page, label: string, option: string) {
  await page.locator(".ant-select:visible", { has: page.getByRole("combobox", { name: label, exact: true }) }).click();
  const item = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
  await visible(item);
  await item.click();
  await item.waitFor({ state: "hidden" });
}

/** 保存 → the diff and the plan → 确认保存; resolves with the save's answer. */
async function saveDraft(page: Page, expectInDiff: string[], expectInPlan: RegExp[] = []) {
  await button(page, "保存").click();
  const dialog = modal(page, "保存配置");
  await visible(dialog);
  for (const line of expectInDiff) await visible(dialog.locator(".diff-add", { hasText: line }));
  for (const line of expectInPlan) await visible(dialog.locator(".ant-list-item", { hasText: line }));
  const confirm = button(dialog, "确认保存");
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/config/files") && r.request().method() === "PUT");
  await confirm.click();
  return { response: await answered, dialog };
}

// The steps build on each other: each is a test of its own, run in order, for a failure to name its step.
describe.sequential("页面设计", () => {
  // Over 10 s: two administrators' pages, every form of the designer filled in turn, a save and the other page's live update.
  it("A builds a new list page with the designer's forms and saves it; B, already open, sees it", async () => {
    // B: another administrator's browser, open on the home page before anything is saved.
    b = await admin();
    await visible(b.page.getByText("快捷入口"));
    expect(await b.page.getByText("教室管理").count()).toBe(0);
    await b.page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    // A: 新建页面 → room (教室), in the menu under 校区管理 as 教室管理.
    a = await admin();
    await openDesigner(a.page);
    await button(a.page, "新建页面").click();
    const create = modal(a.page, "新建页面");
    await visible(create);
    await fill(create, "名称", "room");
    await fill(create, "标题", "教室");
    await choose(a.page, create, "上级菜单", "校区管理");
    expect(await formItem(create, "菜单标题").locator("input").inputValue()).toBe("教室管理");
    await button(create, "创建").click();
    await visible(a.page.getByRole("button", { name: "编辑字段 name", exact: true }));

    // The text field the blank page starts with: a title, at most 20 characters, with its message.
    await a.page.getByRole("button", { name: "编辑字段 name", exact: true }).click();
    const nameDialog = modal(a.page, "编辑字段");
    await visible(nameDialog);
    await fill(nameDialog, "标题", "教室名称");
    await fill(nameDialog, "最多字符", "20");
    await fill(nameDialog, "最多字符的提示", "教室名称不能超过20个字");
    await button(nameDialog, "确定").click();
    await nameDialog.waitFor({ state: "detached" });

    await addField(a.page, "seats", "座位数", "整数（integer）", async (d) => {
      await formItem(d, "必填").locator("button[role=switch]").click();
      await fill(d, "最小值", "1");
      await fill(d, "最大值", "200");
      await fill(d, "最大值的提示", "座位数最多200");
    });
    await addField(a.page, "kind", "类型", "文本（string）", async (d) => {
      for (const [i, [value, label]] of [
        ["normal", "普通教室"],
        ["live", "直播间"],
      ].entries()) {
        await button(d, "添加可选值").click();
        await d.getByLabel(`值 ${i + 1}`).fill(value);
        await d.getByLabel(`显示文字 ${i + 1}`).fill(label);
      }
    });
    await addField(a.page, "opened_on", "启用日期", "文本（string）", async (d) => {
      await choose(a.page, d, "格式", "日期（date）");
    });
    await addField(a.page, "campus_id", "所属校区", "整数（integer）", async (d) => {
      await choose(a.page, d, "关联页面", "campus");
    });

    // A query field besides the name's 包含: the type, any of several.
    await a.page.getByRole("tab", { name: "查询条件" }).click();
    await pick(a.page, "添加查询条件", "类型（kind）");
    await pick(a.page, "运算 2", "属于（in）");

    // The engine's preview of the draft: the list with the new columns.
    const preview = a.page.getByRole("tabpanel", { name: "列表预览" });
    await visible(preview.locator(".ant-table-thead th", { hasText: "启用日期" }));

    // 保存 shows the new file and the menu entry, and what applying does: the table, its columns, the menu.
    const first = await saveDraft(
      a.page,
      ['"name": "room"', '"relation": {', '"title": "教室管理"'],
      [/^新建表 res_room：列 name、seats、kind、opened_on、campus_id/, /^新增菜单 教室管理（Room）/],
    );
    expect((await first.response.json()).code).toBe(200);
    await visible(a.page.getByText("已保存并应用"));
    const designed = JSON.parse(roomFile());
    expect(designed.record).toMatchObject({
      required: ["name", "seats"],
      properties: {
        name: {
          type: "string",
          title: "教室名称",
          maxLength: 20,
          errorMessage: { maxLength: "教室名称不能超过20个字" },
        },
        seats: { type: "integer", minimum: 1, maximum: 200, errorMessage: { maximum: "座位数最多200" } },
        kind: {
          type: "string",
          options: [
            { value: "normal", label: "普通教室" },
            { value: "live", label: "直播间" },
          ],
        },
        opened_on: { type: "string", format: "date" },
        campus_id: { type: "integer", relation: { resource: "campus" } },
      },
    });
    expect(designed.list.query).toEqual([
      { field: "name", operator: "contains" },
      { field: "kind", operator: "in" },
    ]);

    // B, without a reload: the menu and the home page's shortcuts have 教室管理.
    await visible(b.page.getByText("页面配置已更新"));
    await b.page.getByRole("link", { name: "教室管理" }).first().click();
    await visible(b.page.locator(".ant-table-placeholder, .ant-table-row"));
    expect(await b.page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it("B creates a row on the new page: invalid input shows the rules' messages, valid input is saved", async () => {
    await button(b.page, "新增").click();
    const form = modal(b.page, "新增教室");
    await visible(form);
    await fill(form, "教室名称", "一二三四五六七八九十一二三四五六七八九十一");
    await fill(form, "座位数", "500");
    await button(form, "保存").click();
    await visible(formItem(form, "教室名称").getByText("教室名称不能超过20个字"));
    await visible(formItem(form, "座位数").getByText("座位数最多200"));
    const campus = await firstCampus(b.page);
    await fill(form, "教室名称", "301 教室");
    await fill(form, "座位数", "40");
    await choose(b.page, form, "类型", "直播间");
    await formItem(form, "启用日期").locator("input").click();
    await formItem(form, "启用日期").locator("input").fill("2024-09-01");
    await b.page.keyboard.press("Enter");
    await choose(b.page, form, "所属校区", campus.name);
    await button(form, "保存").click();
    await visible(b.page.getByText("新增成功"));
    await visible(tableRows(b.page).filter({ hasText: "301 教室" }));
    await form.waitFor({ state: "hidden" });
    const created = await api<{ list: Record<string, unknown>[] }>(b.page, "/v1/resources/room?name=301");
    expect(created.body.data.list).toMatchObject([
      { name: "301 教室", seats: 40, kind: "live", opened_on: "2024-09-01", campus_id: campus.id },
    ]);
  });

  it("A renames the text field: B finds the old row's value under the new name; the file and the log say so", async () => {
    // name → room_name, titled 教室名: the designer records where its data is (renamedFrom).
    await a.page.getByRole("tab", { name: "字段" }).click();
    await a.page.getByRole("button", { name: "编辑字段 name", exact: true }).click();
    const rename = modal(a.page, "编辑字段");
    await visible(rename);
    await fill(rename, "字段名", "room_name");
    await fill(rename, "标题", "教室名");
    await button(rename, "确定").click();
    await rename.waitFor({ state: "detached" });
    await visible(a.page.getByText("← name"));
    const second = await saveDraft(a.page, ['"room_name": {', '"renamedFrom": "name"']);
    expect((await second.response.json()).code).toBe(200);

    // B: the old row's value under the renamed column, in the page and through the API.
    await expect.poll(() => column(b.page, "教室名"), { timeout: 10_000 }).toEqual(["301 教室"]);
    const renamed = await api<{ list: Record<string, unknown>[] }>(b.page, "/v1/resources/room?room_name=301");
    expect(renamed.body.data.list).toHaveLength(1);
    expect(renamed.body.data.list[0]).toMatchObject({ room_name: "301 教室", seats: 40 });
    expect(renamed.body.data.list[0]).not.toHaveProperty("name");

    // The file: renamedFrom kept, 2-space indent, a final newline; the operation log names the save.
    const text = roomFile();
    const saved = JSON.parse(text) as {
      labelField?: string;
      record: { properties: Record<string, { renamedFrom?: string }> };
    };
    expect(saved.record.properties.room_name.renamedFrom).toBe("name");
    // Where it was, and still the label other pages show a room by.
    expect(Object.keys(saved.record.properties)).toEqual(["room_name", "seats", "kind", "opened_on", "campus_id"]);
    expect(saved.labelField).toBe("room_name");
    const options = await api<{ list: { label: string }[] }>(b.page, "/v1/resources/room/options");
    expect(options.body.data.list.map((o) => o.label)).toEqual(["301 教室"]);
    // Edited where it changed (a value that fits stays on one line), 2-space indent, a final newline.
    expect(text.endsWith("}\n")).toBe(true);
    expect(text.split("\n").filter((line) => line && !/^( {2})*\S/.test(line))).toEqual([]);
    expect(text).toContain('"errorMessage": { "maxLength": "教室名称不能超过20个字" }');
    const log = await api<{ list: { username: string; action: string; target: string }[] }>(
      a.page,
      "/v1/resources/operation-log?action=修改配置",
    );
    expect(log.body.data.list).toHaveLength(2);
    for (const entry of log.body.data.list)
      expect(entry).toMatchObject({
        username: "admin",
        action: "修改配置",
        target: expect.stringContaining("resources/room.json"),
      });
  });

  // Over 10 s: three administrators' pages: two drafts, a refused save, the fresh diff and the kept draft.
  it("two administrators on one file: the second save is refused with a fresh diff, its draft kept", async () => {
    // A changes the query's label and has not saved; C opens the same page, changes the title and saves.
    await a.page.getByRole("tab", { name: "查询条件" }).click();
    await a.page.getByLabel("标签 1").fill("名称关键字");
    const c = await admin();
    await openDesigner(c.page, "room");
    // The JSON tab is checked by the server as C types: a misspelt key, with the key it was meant to be.
    await c.page.getByRole("tab", { name: "JSON" }).click();
    const text = c.page.getByLabel("文件内容");
    const saved = await text.inputValue();
    await text.fill(saved.replace('"columns"', '"colums"'));
    await visible(c.page.getByText('未知的键 "colums"，你是不是想写 “columns”？').first());
    await text.fill(saved);
    await visible(c.page.getByText("符合 JSON Schema"));
    await c.page.getByRole("tab", { name: "基本信息" }).click();
    await c.page.getByLabel("标题").fill("教室（C）");
    const third = await saveDraft(c.page, ['"title": "教室（C）"']);
    expect((await third.response.json()).code).toBe(200);

    // A's page is not re-rendered under its unsaved draft: the new config waits for 立即更新.
    const notice = a.page.locator(".ant-notification-notice", { hasText: "当前表单有未保存的内容" });
    await visible(notice);
    await button(notice, "立即更新").click();
    await notice.waitFor({ state: "detached" });
    await visible(a.page.getByText("页面配置已更新"));
    await visible(a.page.getByLabel("标签 1"));
    expect(await a.page.getByLabel("标签 1").inputValue()).toBe("名称关键字");

    // A's save is refused: 配置已被他人修改, a fresh diff against C's file, A's draft carried over it.
    const stale = await saveDraft(a.page, ['"label": "名称关键字"']);
    expect((await stale.response.json()).code).toBe(10011);
    await visible(stale.dialog.getByText("配置已被他人修改"));
    await visible(stale.dialog.locator(".diff-add", { hasText: '"label": "名称关键字"' }));
    // C's title is not undone by A's draft: the diff does not touch it.
    expect(await stale.dialog.locator(".diff-del", { hasText: '"title"' }).count()).toBe(0);
    const confirm = button(stale.dialog, "确认保存");
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    const answered = a.page.waitForResponse(
      (r) => r.url().endsWith("/api/config/files") && r.request().method() === "PUT",
    );
    await confirm.click();
    expect((await (await answered).json()).code).toBe(200);
    await stale.dialog.waitFor({ state: "detached" });
    // Both saves kept: A's label and C's title.
    const final = JSON.parse(roomFile());
    expect([final.list.query[0].label, final.title]).toEqual(["名称关键字", "教室（C）"]);

    expect(a.errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    expect(b.errors).toEqual([]);
    expect(c.errors).toEqual([]);
    for (const p of [a, b, c]) await p.page.context().close();
  });
});

async function firstCampus(page: Page): Promise<{ id: number; name: string }> {
  const res = await api<{ list: { id: number; name: string }[] }>(
    page,
    "/v1/resources/campus?pageSize=1&prop=id&order=ascending",
  );
  return res.body.data.list[0];
}
