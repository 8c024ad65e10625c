import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, signIn, newPage, visible } from "./browser.js";
import { api, button, choose, fill, formItem, settled } from "./antd.js";
import { startOwnServer, type OwnServer } from "./own-server.js";
import { addDays, headerDate, shift, weekRange, weekdayOf } from "../../modules/scheduling/common/index.js";
import {
  decodeTimetable,
  type BatchLessons,
  type BatchPreview,
  type ConflictDetail,
  type ConflictRow,
  type FreeSlots,
  type Lesson,
  type MonthAnswer,
  type TimetableLesson,
  type WeekAnswer,
} from "../../modules/scheduling/web/api.js";
import { wallClock } from "../../src/common/time-zone.js";

/** The header's bell is off in the shipped config: 删除并通知 leaves its notice there. */
function showNoticeBell(configDir: string) {
  const file = join(configDir, "app.json");
  const app = JSON.parse(readFileSync(file, "utf8")) as { theme: Record<string, unknown> };
  app.theme.showNotice = true;
  writeFileSync(file, JSON.stringify(app, null, 2));
}

let browser: Browser;
/** The scheduling screens book, move and delete lessons: they get a server and a database of their own. */
let server: OwnServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOwnServer(showNoticeBell)]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const TIMETABLE = "/educational-administration/course-management";
const CONFLICTS = "/educational-administration/course-conflict";
const SCHEDULE = "/v1/schedule";

/** A fresh page, logged in (on a blank page of the server's origin): `api` works from here, and the test opens its page. */
async function signedIn(user: "admin" | "editor"): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, user, `${user}123`, null, server.baseUrl);
  return page;
}

const open = (page: Page, path: string) => page.goto(`${server.baseUrl}${path}`);

/** The answer to the next call of this API path (`/v1/...`). */
const answerOf = (page: Page, path: string, method = "GET") =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `/api${path}` && r.request().method() === method);

const patiently = { timeout: 10_000 };

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** The toast saying exactly `text`. */
const toast = (page: Page, text: string) => page.locator(".ant-message-notice-content", { hasText: exactly(text) });

/** The open dialog titled `title`. */
const dialog = (page: Page, title: string) =>
  page.locator(".ant-modal-content:visible", { has: page.locator(".ant-modal-title", { hasText: exactly(title) }) });

/** The open confirmation saying `text`. */
const confirmation = (page: Page, text: string) => page.locator(".ant-modal-confirm:visible", { hasText: text });

/** The form messages under a dialog's fields, top to bottom. */
const fieldErrors = (scope: Locator) => scope.locator(".ant-form-item-explain-error").allInnerTexts();

/** The business's calendar date (app.json timeZone): what 今天 means on the page, whatever the browser's zone. */
const businessToday = () => wallClock(Date.now(), "Asia/Shanghai").slice(0, 10);

const data = async <T>(page: Page, path: string, init?: { method?: string; body?: unknown }) => {
  const res = await api<T>(page, path, init);
  expect(res.status, `${path}: ${res.body.message}`).toBe(200);
  return res.body.data;
};

/** A week's answer, its lessons decoded (names from its maps); without a campus, teacher or student, the first campus's. */
const week = async (page: Page, query: string) =>
  decodeTimetable(await data<WeekAnswer>(page, `${SCHEDULE}/timetable?mode=week&${query}`), "teacher");

const openConflicts = (page: Page) =>
  data<{ list: ConflictRow[]; total: number }>(page, `${SCHEDULE}/conflicts?status=open&pageNo=1&pageSize=100`).then(
    (d) => d.list,
  );

interface Named {
  id: number;
  name: string;
}

/**
 * A teacher in post, their campus, a student of that campus (with a name no other student has) and a
 * subject of theirs.
 */
interface Cast {
  campus: Named;
  teacher: Named;
  student: Named;
  subject: Named;
}

async function castFor(page: Page, teacher: Named, avoidStudent?: number): Promise<Cast | undefined> {
  const record = await data<{ campus_id: number; subject_ids: number[] }>(page, `/v1/resources/lecturer/${teacher.id}`);
  const subjects = await data<{ list: { id: number; label: string }[] }>(page, "/v1/category_list_class?code=xk");
  const subject = subjects.list.find((s) => record.subject_ids.includes(s.id));
  const students = await data<{ list: Named[] }>(page, `/v1/check_student_name_list?campus_id=${record.campus_id}`);
  const campuses = await data<{ list: Named[] }>(page, "/v1/campus_name_list_class");
  const campus = campuses.list.find((c) => c.id === record.campus_id);
  for (const student of students.list.filter((s) => s.id !== avoidStudent)) {
    const sameName = await data<{ list: Named[] }>(
      page,
      `/v1/check_student_name_list?keyword=${encodeURIComponent(student.name)}`,
    );
    if (campus && subject && sameName.list.length === 1)
      return { campus, teacher, student, subject: { id: subject.id, name: subject.label } };
  }
  return undefined;
}

async function teachersInPost(page: Page): Promise<Named[]> {
  return (await data<{ list: Named[] }>(page, "/v1/lecturer_name_list_class")).list;
}

/** The batch the dialog sends for one lesson at `time` on `date`: its preview says whether that time is free. */
const oneLesson = (cast: Cast, date: string, time: string, duration: number): BatchLessons => ({
  start_date: date,
  end_mode: "count",
  count: 1,
  repeat: "weekly",
  weekdays: [weekdayOf(date)],
  time,
  duration,
  teacher_id: cast.teacher.id,
  student_id: cast.student.id,
  subject_id: cast.subject.id,
  title: "空闲检查",
});

/**
 * The preview of a batch, or undefined when the campus's schedule rule refuses it (15017, 15046–15048:
 * hours, weekdays, lessons a day, breaks, months): such a time is not free either.
 */
const preview = async (page: Page, body: BatchLessons): Promise<BatchPreview | undefined> => {
  const res = await api<BatchPreview>(page, `${SCHEDULE}/batch/preview`, { method: "POST", body });
  return res.status === 200 ? res.body.data : undefined;
};

/** Opens a select of a form item, types `option` into its search and picks it. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  const item = formItem(scope, label);
  await item.locator(".ant-select-selector").click();
  await item.locator("input.ant-select-selection-search-input").fill(option);
  const choice = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
  await visible(choice);
  await choice.first().click();
  await expect.poll(() => item.locator(".ant-select-selection-item").innerText()).toBe(option);
}

/** Types a date into a date field and confirms it. */
async function setDate(scope: Locator, label: string, date: string) {
  const input = formItem(scope, label).locator("input");
  await input.click();
  await input.fill(date);
  await input.press("Enter");
  await expect.poll(() => input.inputValue()).toBe(date);
}

const rangeHeader = (page: Page) => page.getByTestId("timetable-range").innerText();
const weekTitle = (date: string) => {
  const { start, end } = weekRange(date);
  return `${headerDate(start)} - ${headerDate(end)}`;
};
const monthTitle = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月`;

/** The week table's cell in the row named `name`, on `date` (its column found by the head `周三 12/9`). */
async function weekCell(page: Page, name: string, date: string): Promise<Locator> {
  const heads = await page.locator(".omo-tt-week:visible thead th").allInnerTexts();
  const column = heads.findIndex((h) => h.endsWith(` ${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`));
  expect(column, `column of ${date} in ${heads.join(",")}`).toBeGreaterThan(0);
  return page
    .locator(".omo-tt-week:visible tbody tr", { has: page.locator("td.omo-tt-name", { hasText: exactly(name) }) })
    .locator("td")
    .nth(column);
}

/** The conflict list's row of a conflict. */
const conflictRow = (page: Page, id: number) => page.locator(`.ant-table-tbody:visible tr[data-row-key="${id}"]`);

/** Label → text of the visible descriptions, in order. */
const descriptions = (scope: Locator) =>
  scope.evaluate((root) =>
    [...root.querySelectorAll(".ant-descriptions-item-label")].map((label) => [
      label.textContent?.trim() ?? "",
      label.nextElementSibling?.textContent?.trim() ?? "",
    ]),
  );

describe("课程管理: scheduling lessons", () => {
  // Over 10 s: the timetable drawn twice around a form checked empty, then filled and saved.
  it("schedules a single lesson: the empty form names its fields, then the lesson shows in the teacher's row", async () => {
    const page = await signedIn("admin");
    const today = businessToday();
    const target = shift(today, "week", 2);
    // Wednesday of the week two weeks on: always ahead, whatever today is.
    const day = addDays(weekRange(target).start, 2);
    const duration = 45;
    let cast: Cast | undefined;
    let time: string | undefined;
    for (const teacher of await teachersInPost(page)) {
      cast = await castFor(page, teacher);
      if (!cast) continue;
      for (const t of ["10:00", "11:00", "13:30", "14:30", "15:30", "16:30", "17:30"]) {
        const plan = await preview(page, oneLesson(cast, day, t, duration));
        if (plan?.count === 1 && plan.conflict_count === 0) {
          time = t;
          break;
        }
      }
      if (time) break;
    }
    if (!cast || !time) throw new Error("no teacher with a free time that week");
    const { campus, teacher, student, subject } = cast;
    const title = `单次排课 ${Date.now()}`;

    await open(page, `${TIMETABLE}?teacher_id=${teacher.id}`);
    await expect.poll(() => rangeHeader(page), patiently).toBe(weekTitle(today));
    for (const step of [1, 2]) {
      await button(page, "下一周").click();
      await page.waitForURL((url) => url.searchParams.get("date") === shift(today, "week", step));
    }
    expect(new URL(page.url()).searchParams.get("teacher_id")).toBe(String(teacher.id));
    await expect.poll(() => rangeHeader(page)).toBe(weekTitle(target));
    await visible(page.locator(".omo-tt-week td.omo-tt-name", { hasText: exactly(teacher.name) }));

    await button(page, "单次排课").click();
    const single = dialog(page, "单次排课");
    await visible(single);
    await button(single, "保存").click();
    await expect
      .poll(() => fieldErrors(single))
      .toEqual([
        "请选择上课日期",
        "请选择上课时间",
        "请选择校区",
        "请选择学生",
        "请选择学科",
        "请选择讲师",
        "请输入课程标题",
      ]);

    // No campus in the filter: the dialog asks for one before it offers any teacher or student, then
    // offers only that campus's, so the pair it books is never refused for being of two campuses.
    for (const label of ["学生", "讲师"]) {
      await visible(formItem(single, label).locator(".ant-select-disabled", { hasText: "请先选择校区" }));
    }
    await setDate(single, "上课日期", day);
    await choose(page, single, "课程时长", `${duration} 分钟`);
    await pick(page, single, "上课时间", time);
    await pick(page, single, "校区", campus.name);
    await pick(page, single, "学生", student.name);
    await pick(page, single, "学科", subject.name);
    await pick(page, single, "讲师", teacher.name);
    await fill(single, "课程标题", title);
    await expect.poll(() => fieldErrors(single)).toEqual([]);
    const [created] = await Promise.all([
      answerOf(page, `${SCHEDULE}/lessons`, "POST"),
      button(single, "保存").click(),
    ]);
    expect(created.status()).toBe(200);
    await visible(toast(page, "排课成功"));
    await single.waitFor({ state: "hidden" });

    const booked = ((await created.json()) as { data: { lesson: Lesson } }).data.lesson;
    expect(booked.title).toBe(title);
    const saved = (await week(page, `date=${day}&by=teacher&teacher_id=${teacher.id}`)).rows
      .flatMap((r) => r.lessons)
      .find((l) => l.id === booked.id)!;
    expect(saved).toMatchObject({
      status: 1,
      date: day,
      time,
      duration,
      teacher_id: teacher.id,
      student_id: student.id,
      subject_id: subject.id,
    });
    const chip = (await weekCell(page, teacher.name, day)).locator(`button[data-lesson="${saved.id}"]`);
    await visible(chip);
    expect((await chip.innerText()).split("\n")).toEqual([saved.range, `${student.name} · ${subject.name}`]);
    await page.context().close();
  });

  // Over 10 s: a batch previewed twice (取消, then 仍然保存) over a teacher's busy week, the lessons read back.
  it("batch-schedules into a busy teacher: the preview counts the clashes, 取消 saves nothing, 仍然保存 saves all", async () => {
    const page = await signedIn("admin");
    const today = businessToday();
    const inPost = new Map((await teachersInPost(page)).map((t) => [t.id, t]));
    // A lesson a week on: its teacher is busy at that time, so a batch there clashes at least once.
    const busy = (await week(page, `date=${shift(today, "week", 1)}&by=teacher`)).rows
      .flatMap((r) => r.lessons)
      .filter((l) => l.status === 1 && l.date > addDays(today, 1) && inPost.has(l.teacher_id));
    const title = `批量冲突 ${Date.now()}`;
    const batchOver = (c: Cast, l: TimetableLesson): BatchLessons => ({
      start_date: l.date,
      end_mode: "count",
      count: 3,
      repeat: "weekly",
      weekdays: [weekdayOf(l.date)],
      time: l.time,
      duration: l.duration,
      teacher_id: c.teacher.id,
      student_id: c.student.id,
      subject_id: c.subject.id,
      title,
    });
    let cast: Cast | undefined;
    let lesson: TimetableLesson | undefined;
    let plan: BatchPreview | undefined;
    for (const l of busy) {
      const c = await castFor(page, inPost.get(l.teacher_id)!, l.student_id ?? undefined);
      // The teacher's campus rule must allow the batch (its hours, a third lesson that day, its months).
      const p = c && (await preview(page, batchOver(c, l)));
      if (!c || !p || p.count !== 3 || p.conflict_count === 0) continue;
      [cast, lesson, plan] = [c, l, p];
      break;
    }
    if (!cast || !lesson || !plan) throw new Error("no busy teacher in post next week");
    const { campus, teacher, student, subject } = cast;
    const weeks = [...new Set(plan.lessons.map((l) => weekRange(l.date).start))];
    const savedLessons = async () => {
      const answers = await Promise.all(weeks.map((w) => week(page, `date=${w}&by=teacher&teacher_id=${teacher.id}`)));
      // The timetable sends no titles: the student's lessons there are read whole.
      const theirs = answers
        .flatMap((a) => a.rows.flatMap((r) => r.lessons))
        .filter((l) => l.student_id === student.id);
      const whole = await Promise.all(theirs.map((l) => data<Lesson>(page, `${SCHEDULE}/lessons/${l.id}`)));
      return whole.filter((l) => l.title === title);
    };
    const conflictsBefore = new Set((await openConflicts(page)).map((c) => c.id));

    await open(page, `${TIMETABLE}?date=${lesson.date}&teacher_id=${teacher.id}`);
    await expect.poll(() => rangeHeader(page), patiently).toBe(weekTitle(lesson.date));
    await button(page, "批量排课").click();
    const batch = dialog(page, "批量排课");
    await visible(batch);
    await setDate(batch, "开始日期", lesson.date);
    await fill(batch, "课次数", "3");
    await formItem(batch, "上课星期")
      .getByText(["周一", "周二", "周三", "周四", "周五", "周六", "周日"][weekdayOf(lesson.date) - 1], { exact: true })
      .click();
    await choose(page, batch, "课程时长", `${lesson.duration} 分钟`);
    await pick(page, batch, "上课时间", lesson.time);
    await pick(page, batch, "校区", campus.name);
    await pick(page, batch, "讲师", teacher.name);
    await pick(page, batch, "学生", student.name);
    await pick(page, batch, "学科", subject.name);
    await fill(batch, "课程标题", title);

    // The preview, below the campus's hours: the lessons and the hours they take from the campus.
    const shown = batch.locator(".ant-alert", { hasText: "将排" });
    await expect
      .poll(() => shown.locator(".ant-alert-message").innerText(), patiently)
      .toBe(`将排 3 节课，共 ${plan.hours} 课时`);
    expect(await shown.locator(".ant-alert-description > div").first().innerText()).toBe(
      `其中 ${plan.conflict_count} 节与已有课程冲突`,
    );

    const [refused] = await Promise.all([answerOf(page, `${SCHEDULE}/batch`, "POST"), button(batch, "保存").click()]);
    expect(refused.status()).toBe(409);
    const question = confirmation(page, "与已有安排冲突");
    await visible(question);
    expect(await question.innerText()).toContain(`其中 ${plan.conflict_count} 节与已有课程冲突，仍然保存吗？`);
    await settled(question);
    await button(question, "取消").click();
    await question.waitFor({ state: "hidden" });
    await visible(batch);
    expect(await savedLessons()).toEqual([]);

    await button(batch, "保存").click();
    await visible(question);
    await settled(question);
    const [accepted] = await Promise.all([
      answerOf(page, `${SCHEDULE}/batch`, "POST"),
      button(question, "仍然保存").click(),
    ]);
    expect(accepted.status()).toBe(200);
    const result = (await accepted.json()).data as { created: number; conflict_count: number; ids: number[] };
    expect(result).toMatchObject({ created: 3, conflict_count: plan.conflict_count });
    await visible(toast(page, "已排3节课"));
    await batch.waitFor({ state: "hidden" });
    const saved = await savedLessons();
    expect(saved.map((l) => l.date).sort()).toEqual(plan.lessons.map((l) => l.date).sort());
    expect(new Set(saved.map((l) => l.id))).toEqual(new Set(result.ids));

    const added = (await openConflicts(page)).filter((c) => !conflictsBefore.has(c.id));
    expect(new Set(added.map((c) => c.lesson_id)).size).toBe(plan.conflict_count);
    expect(added.every((c) => result.ids.includes(c.lesson_id))).toBe(true);
    await open(page, `${CONFLICTS}?pageSize=100`);
    for (const conflict of added) {
      const row = conflictRow(page, conflict.id);
      await visible(row);
      expect(await row.innerText()).toContain(student.name);
      expect(await row.innerText()).toContain(teacher.name);
    }
    await page.context().close();
  });
});

describe("课程冲突: resolving conflicts", () => {
  it("resolves a conflict by 辅助排课 in its own tab: the lesson moves and the conflict goes to 已处理", async () => {
    const page = await signedIn("admin");
    const today = businessToday();
    const [listed] = await Promise.all([answerOf(page, `${SCHEDULE}/conflicts`), open(page, CONFLICTS)]);
    const conflict = ((await listed.json()).data as { list: ConflictRow[] }).list[0];

    await button(conflictRow(page, conflict.id), "详情").click();
    const details = dialog(page, "冲突详情");
    await visible(details);
    const { lesson } = await data<ConflictDetail>(page, `${SCHEDULE}/conflicts/${conflict.id}`);
    await expect
      .poll(() => descriptions(details))
      .toEqual([
        ["校区", conflict.campus],
        ["学生姓名", conflict.student],
        ["讲师姓名", conflict.teacher],
        ["学科", conflict.subject],
        ["冲突时间", conflict.conflict_time],
        ["冲突等待时长", conflict.wait],
        ["冲突原因", conflict.reason],
        ["课程标题", lesson.title],
      ]);

    await button(details, "辅助排课").click();
    await page.waitForURL((url) => url.searchParams.get("id") === String(conflict.id));
    // The tab says whose lesson it is and its day, not "<id> 详情页".
    const tabTitle = `辅助排课 · ${conflict.student} ${lesson.date.slice(5)}`;
    await visible(page.locator(".omo-tabs .ant-tabs-tab-active", { hasText: exactly(tabTitle) }));
    const slots = await data<FreeSlots>(page, `${SCHEDULE}/conflicts/${conflict.id}/slots`);
    const free = slots.free.find((f) => f.date > today && f.times.length > 0);
    if (!free) throw new Error(`no free time in the week of conflict ${conflict.id}`);
    const time = free.times[0];
    const heads = page.locator(".ant-table-thead:visible th");
    await visible(heads.filter({ hasText: "周一" }));
    const column = (await heads.allInnerTexts()).findIndex((h) =>
      h.trim().endsWith(` ${Number(free.date.slice(5, 7))}/${Number(free.date.slice(8, 10))}`),
    );
    expect(column).toBeGreaterThan(0);
    const freeRow = page.locator(".ant-table-tbody:visible tr.ant-table-row", { hasText: "可选时段" });
    await freeRow
      .locator("td")
      .nth(column)
      .locator(".ant-tag", { hasText: exactly(time) })
      .click();
    const ask = confirmation(page, `确定将该课程调整到 ${free.date} ${time} 吗？`);
    await visible(ask);
    const [moved] = await Promise.all([
      answerOf(page, `${SCHEDULE}/conflicts/${conflict.id}/reschedule`, "POST"),
      button(ask, "确定").click(),
    ]);
    expect(moved.status()).toBe(200);
    await visible(toast(page, "调课成功"));
    await visible(page.locator(".ant-result-title:visible", { hasText: exactly("冲突已解决") }));
    const now = await data<Lesson>(page, `${SCHEDULE}/lessons/${conflict.lesson_id}`);
    expect(now).toMatchObject({ date: free.date, time });
    expect(await page.locator(".ant-result-subtitle:visible").innerText()).toBe(
      `课程已调整到 ${free.date} ${now.range}`,
    );

    await button(page, "返回冲突列表").click();
    await page.waitForURL((url) => url.pathname === CONFLICTS);
    // The list's tab shows again (its rows visible) before anything is read from it.
    await visible(page.locator(".ant-table-tbody:visible tr.ant-table-row"));
    await expect.poll(() => conflictRow(page, conflict.id).count(), patiently).toBe(0);
    // The 冲突详情 opened before 辅助排课 stayed open in the list's tab (hidden while the aux tab
    // showed): it must not offer a resolved conflict's actions, or its 删除并通知 deletes the lesson
    // just moved. Read from the page, shown or not: it shows a moment after the list.
    const stale = page.locator(".ant-modal-content", {
      has: page.locator(".ant-modal-title", { hasText: exactly("冲突详情") }),
    });
    const offered = (text: string) => stale.locator("button", { hasText: new RegExp([...text].join("\\s*")) }).count();
    expect(await offered("删除并通知"), "删除并通知 offered on a resolved conflict").toBe(0);
    expect(await offered("辅助排课"), "辅助排课 offered on a resolved conflict").toBe(0);
    if (await stale.count()) {
      await button(stale, "关闭").click();
      await expect.poll(() => stale.count(), patiently).toBe(0);
    }
    await page.locator(".ant-segmented-item:visible", { hasText: exactly("已处理") }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "resolved");
    await visible(conflictRow(page, conflict.id));
    expect(await conflictRow(page, conflict.id).innerText()).toContain("已调课");
    await page.context().close();
  });

  it("deletes a conflict's lesson with 删除并通知: the row goes and the bell holds the notice", async () => {
    const page = await signedIn("admin");
    const [listed] = await Promise.all([answerOf(page, `${SCHEDULE}/conflicts`), open(page, CONFLICTS)]);
    const shown = ((await listed.json()).data as { list: ConflictRow[] }).list;
    // The shortest waiting: the other test of this block moves the longest waiting one.
    const conflict = shown[shown.length - 1];
    const { lesson } = await data<ConflictDetail>(page, `${SCHEDULE}/conflicts/${conflict.id}`);
    const row = conflictRow(page, conflict.id);
    await visible(row);
    await button(row, "删除并通知").click();
    const sure = confirmation(page, "确定删除该课程并通知相关人员吗？");
    await visible(sure);
    const answer = answerOf(page, `${SCHEDULE}/conflicts/${conflict.id}/delete-notify`, "POST");
    await button(sure, "确定").click();
    // On a busy machine a click can land while the dialog is still opening and be lost: click again
    // if the question stays (while the request runs, the button is loading and ignores the click).
    await sure.waitFor({ state: "hidden", timeout: 5000 }).catch(() => button(sure, "确定").click());
    const deleted = await answer;
    expect(deleted.status()).toBe(200);
    await visible(toast(page, "已删除并通知"));
    await expect.poll(() => row.count(), patiently).toBe(0);
    expect((await api(page, `${SCHEDULE}/lessons/${lesson.id}`)).status).toBe(404);
    expect((await openConflicts(page)).some((c) => c.id === conflict.id)).toBe(false);

    await page.getByTestId("notice-badge").click();
    const notice =
      `${lesson.date} ${lesson.range} ${lesson.student}的${lesson.subject}课（讲师${lesson.teacher}，${lesson.campus}）` +
      "因排课冲突已删除，请通知学生和讲师";
    await visible(page.getByTestId("notice-panel").getByText(notice, { exact: true }));
    await page.context().close();
  });
});

describe("课程管理: the month view", () => {
  /** Each day cell's count text (`12节`, empty for none) against the server's month answer. */
  async function expectMonthCounts(page: Page, date: string) {
    // Without a campus the page and the API both show the first campus.
    const month = await data<MonthAnswer>(page, `${SCHEDULE}/timetable?mode=month&date=${date}`);
    const expected = Object.fromEntries(month.days.map((d) => [d.date, d.count > 0 ? `${d.count}节` : ""]));
    expect(Object.values(expected).some(Boolean)).toBe(true);
    const shown = () =>
      page.evaluate((dates) => {
        const text = (d: string) =>
          document.querySelector(`.omo-tt-day[data-date="${d}"] .omo-tt-dayhead > span:nth-child(2)`)?.textContent;
        return Object.fromEntries(dates.map((d) => [d, text(d) ?? ""]));
      }, Object.keys(expected));
    await expect.poll(shown, patiently).toEqual(expected);
    return month;
  }

  it("pages by month, shows the server's day counts, and opens the week of a clicked day", async () => {
    const page = await signedIn("admin");
    const today = businessToday();
    await open(page, TIMETABLE);
    await expect.poll(() => rangeHeader(page), patiently).toBe(weekTitle(today));

    await page.locator(".ant-segmented-item", { hasText: exactly("月") }).click();
    await page.waitForURL((url) => url.searchParams.get("mode") === "month");
    await expect.poll(() => rangeHeader(page)).toBe(monthTitle(today));
    await expectMonthCounts(page, today);

    const steps: [string, string][] = [
      ["下一月", shift(today, "month", 1)],
      ["上一月", today],
      ["上一月", shift(today, "month", -1)],
      ["今天", today],
    ];
    for (const [label, date] of steps) {
      await button(page, label).click();
      await page.waitForURL((url) => url.searchParams.get("date") === date);
      await expect.poll(() => rangeHeader(page), { message: label }).toBe(monthTitle(date));
    }
    await button(page, "下一月").click();
    const next = shift(today, "month", 1);
    await page.waitForURL((url) => url.searchParams.get("date") === next);
    const month = await expectMonthCounts(page, next);

    const busy = month.days.find((d) => d.count > 0 && d.date.slice(8) >= "10")!;
    await page.locator(`.omo-tt-day[data-date="${busy.date}"]`).click();
    await page.waitForURL(
      (url) => url.searchParams.get("mode") === "week" && url.searchParams.get("date") === busy.date,
    );
    await expect.poll(() => rangeHeader(page)).toBe(weekTitle(busy.date));
    const head = ` ${Number(busy.date.slice(5, 7))}/${Number(busy.date.slice(8, 10))}`;
    await expect
      .poll(async () => (await page.locator(".omo-tt-week thead th").allInnerTexts()).some((h) => h.endsWith(head)))
      .toBe(true);
    await page.context().close();
  });
});

describe("课程管理: the week view on a laptop screen", () => {
  /** Where the week's 周日 column and the name column are, against the scrolling box around the table. */
  const edges = (page: Page) =>
    page.evaluate(() => {
      const box = document.querySelector(".omo-tt-scroll")!.getBoundingClientRect();
      const heads = [...document.querySelectorAll(".omo-tt-week thead th")];
      const sunday = heads.at(-1)!.getBoundingClientRect();
      const name = heads[0].getBoundingClientRect();
      return { boxLeft: box.left, boxRight: box.right, sundayRight: sunday.right, nameLeft: name.left };
    });

  it("shows 周日 at 1366×768, and where the week must scroll the name column stays in view", async () => {
    const { page } = await newPage(browser, { width: 1366, height: 768 });
    await signIn(page, "admin", "admin123", "/index", server.baseUrl);
    await open(page, TIMETABLE);
    await visible(page.locator(".omo-tt-week td.omo-tt-name").first());
    const wide = await edges(page);
    expect(wide.sundayRight).toBeLessThanOrEqual(wide.boxRight);

    // Narrower than the week: it scrolls sideways, the 讲师 column staying at the left edge.
    await page.setViewportSize({ width: 1000, height: 768 });
    await page.locator(".omo-tt-scroll").evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect
      .poll(async () => (await edges(page)).sundayRight - (await edges(page)).boxRight)
      .toBeLessThanOrEqual(1);
    const narrow = await edges(page);
    expect(Math.abs(narrow.nameLeft - narrow.boxLeft)).toBeLessThanOrEqual(1);
    await page.context().close();
  });
});

describe("scheduling as an editor (no DELETE)", () => {
  it("offers scheduling but not 删除 on an open slot, and no 删除并通知 on the conflict list", async () => {
    const page = await signedIn("editor");
    const today = businessToday();
    // The seed leaves each lecturer 2–4 open slots in the next three weeks: the first week that has one.
    let slot: Awaited<ReturnType<typeof week>>["rows"][number]["lessons"][number] | undefined;
    for (let w = 1; w <= 3 && !slot; w++) {
      slot = (await week(page, `date=${shift(today, "week", w)}&by=teacher`)).rows
        .flatMap((r) => r.lessons)
        .find((l) => l.status === 2);
    }
    expect(slot, "an open slot in the default campus's next three weeks").toBeDefined();
    await open(page, `${TIMETABLE}?date=${slot!.date}&teacher_id=${slot!.teacher_id}`);
    await visible(button(page, "单次排课"));
    await visible(button(page, "批量排课"));
    const chip = page.locator(`.omo-tt-week button[data-lesson="${slot!.id}"]`);
    await visible(chip);
    await chip.click();
    const menu = page.locator(".ant-dropdown:visible .ant-dropdown-menu-item");
    await visible(menu);
    // The dropdown may still be in its opening animation: wait for its items rather than read them once.
    await expect.poll(() => menu.allInnerTexts()).toEqual(["单次排课", "批量排课"]);
    expect((await api(page, `${SCHEDULE}/lessons/${slot!.id}`, { method: "DELETE" })).status).toBe(403);

    const [listed] = await Promise.all([answerOf(page, `${SCHEDULE}/conflicts`), open(page, CONFLICTS)]);
    const first = ((await listed.json()).data as { list: ConflictRow[] }).list[0];
    const row = conflictRow(page, first.id);
    await visible(row);
    await visible(button(row, "详情"));
    await visible(button(row, "辅助排课"));
    expect(await page.getByRole("button", { name: "删除并通知" }).count()).toBe(0);
    const refused = await api(page, `${SCHEDULE}/conflicts/${first.id}/delete-notify`, { method: "POST" });
    expect(refused.status).toBe(403);
    expect((await openConflicts(page)).some((c) => c.id === first.id)).toBe(true);
    await page.context().close();
  });
});
