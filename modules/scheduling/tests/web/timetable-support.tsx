import { waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { timeRange, weekDays } from "../../common/index.js";
import type { UserInfo } from "../../../../src/app/session/validate.js";
import type { Lesson, LessonValues, MonthAnswer, WeekAnswer } from "../../web/api.js";
import { LESSON_FIELDS, type TimetableNames } from "../../common/timetable-wire.js";
import TimetablePage from "../../web/TimetablePage.js";
import { reply } from "../../../../tests/helpers/boot-config.js";
import { calls, fakeServer, renderPage, type Answer, type FakeFetch } from "../../../../tests/helpers/render-page.js";

export { bodies, calls, type Answer, type FakeFetch } from "../../../../tests/helpers/render-page.js";

/** The popover open on the page, once it shows. */
export const openPopover = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(".ant-popover:not(.ant-popover-hidden)");
    if (!found) throw new Error("no popover");
    return found;
  });

/** The page's route, as routes.json places it. */
export const ROUTE = "/educational-administration/course-management";

/** A lesson of teacher 7 (张老师) unless told otherwise; the range follows time and duration. */
export function lesson(p: Partial<Lesson> & Pick<Lesson, "id" | "date" | "time">): Lesson {
  const duration = p.duration ?? 45;
  const open = p.status === 2;
  return {
    status: 1,
    duration,
    range: timeRange(p.time, duration),
    start_at: `${p.date} ${p.time}`,
    end_at: "",
    campus_id: 3,
    campus: "上海浦东校区",
    teacher_id: 7,
    teacher: "张老师",
    student_id: open ? null : 21,
    student: open ? "" : "王小明",
    subject_id: open ? null : 2,
    subject: open ? "" : "数学",
    title: open ? "预留时段" : "函数复习",
    remark: "",
    batch_id: null,
    ...p,
  };
}

/** The week of 2026-11-23: 张老师 with lessons out of order, an open slot and a taught lesson; 李老师 one lesson. */
export const weekLessons = {
  late: lesson({ id: 11, date: "2026-11-25", time: "15:00" }),
  early: lesson({ id: 12, date: "2026-11-25", time: "09:00", status: 0 }),
  slot: lesson({ id: 13, date: "2026-11-28", time: "15:00", duration: 60, status: 2 }),
  other: lesson({
    id: 14,
    date: "2026-11-24",
    time: "10:00",
    teacher_id: 8,
    teacher: "李老师",
    student_id: 22,
    student: "赵丽",
  }),
};

/** A week or month written with whole lessons, as the fixtures read best; `toWire` sends it as the server does. */
export interface PlainWeek {
  mode: "week";
  range: { start: string; end: string };
  days: string[];
  total: number;
  campus_id?: number | null;
  rows: { id: number; name: string; lessons: Lesson[] }[];
}
export interface PlainMonth {
  mode: "month";
  range: { start: string; end: string };
  total: number;
  campus_id?: number | null;
  days: { date: string; count: number; taught: number; scheduled: number; open: number; lessons: Lesson[] }[];
}

/** The server's answer for a plain week or month: lessons as values, names in maps. */
export function toWire(plain: PlainWeek): WeekAnswer;
export function toWire(plain: PlainMonth): MonthAnswer;
export function toWire(plain: PlainWeek | PlainMonth): WeekAnswer | MonthAnswer {
  const names: TimetableNames = { campuses: {}, teachers: {}, students: {}, subjects: {} };
  const values = (l: Lesson): LessonValues => {
    names.campuses[l.campus_id] = l.campus;
    names.teachers[l.teacher_id] = l.teacher;
    if (l.student_id) names.students[l.student_id] = l.student;
    if (l.subject_id) names.subjects[l.subject_id] = l.subject;
    return [l.id, l.start_at, l.duration, l.status, l.campus_id, l.teacher_id, l.student_id, l.subject_id];
  };
  const head = {
    range: plain.range,
    total: plain.total,
    campus_id: plain.campus_id ?? 3,
    fields: LESSON_FIELDS,
    names,
  };
  if (plain.mode === "month") {
    return { ...head, mode: "month", days: plain.days.map((d) => ({ ...d, lessons: d.lessons.map(values) })) };
  }
  // Rows are named by the maps: by teacher in the teachers', by student in the students'.
  for (const r of plain.rows) if (!r.lessons.length) names.teachers[r.id] = r.name;
  const rows = plain.rows.map((r) => ({ id: r.id, lessons: r.lessons.map(values) }));
  for (const r of plain.rows) {
    if (r.lessons.length && r.lessons[0].teacher_id !== r.id) names.students[r.id] = r.name;
  }
  return { ...head, mode: "week", days: plain.days, rows };
}

/** The week containing `date`: the fixture lessons in the week of 2026-11-23, an empty row of 张老师 in any other. */
export function weekOf(date: string): PlainWeek {
  const days = weekDays(date);
  const { late, early, slot, other } = weekLessons;
  return {
    mode: "week",
    range: { start: days[0], end: days[6] },
    days,
    total: 4,
    rows:
      days[0] === "2026-11-23"
        ? [
            { id: 7, name: "张老师", lessons: [late, early, slot] },
            { id: 8, name: "李老师", lessons: [other] },
          ]
        : [{ id: 7, name: "张老师", lessons: [] }],
  };
}

export const november: PlainMonth = {
  mode: "month",
  range: { start: "2026-11-01", end: "2026-11-30" },
  total: 5,
  days: Array.from({ length: 30 }, (_, i) => {
    const date = `2026-11-${String(i + 1).padStart(2, "0")}`;
    const lessons = date === "2026-11-18" ? [lesson({ id: 31, date, time: "08:30", status: 0 })] : [];
    return date === "2026-11-18"
      ? { date, count: 5, taught: 3, scheduled: 1, open: 1, lessons }
      : { date, count: 0, taught: 0, scheduled: 0, open: 0, lessons: [] };
  }),
};

const list = (items: { id: number; name: string }[]) => reply({ list: items });

/** The timetable and the options the page reads. */
export const timetableServer: Answer = (path) => {
  const [route, search] = path.split("?");
  const q = new URLSearchParams(search);
  if (route === "/v1/schedule/timetable")
    return reply(q.get("mode") === "month" ? toWire(november) : toWire(weekOf(q.get("date")!)));
  // The popover reads the whole lesson (its title and remark).
  const whole = Object.values(weekLessons).find((l) => route === `/v1/schedule/lessons/${l.id}`);
  if (whole) return reply(whole);
  if (route === "/v1/campus_name_list_class")
    return list([
      { id: 3, name: "上海浦东校区" },
      { id: 4, name: "北京海淀校区" },
    ]);
  if (route === "/v1/lecturer_name_list_class")
    return list([
      { id: 7, name: "张老师" },
      { id: 8, name: "李老师" },
    ]);
  if (route === "/v1/check_student_name_list") return list([{ id: 21, name: "王小明" }]);
  if (route === "/v1/category_list_class") return reply({ list: [{ id: 2, value: 2, label: "数学" }] });
  if (route === "/v1/schedule/campus-hours")
    return reply({ campus_id: 3, campus: "上海浦东校区", hours_balance: 1234.5 });
  return undefined;
};

/** The timetable page at `path`; `answer` overrides the server for the requests it answers. */
export function renderTimetable(options: { path?: string; user?: UserInfo; answer?: Answer; fetch?: FakeFetch } = {}) {
  const fetch = options.fetch ?? fakeServer(options.answer, timetableServer);
  const rendered = renderPage(<TimetablePage />, {
    fetch,
    path: options.path ?? `${ROUTE}?mode=week&date=2026-11-23`,
    user: options.user,
  });
  return { ...rendered, fetch };
}

/** The query of each timetable request, in order. */
export const timetableQueries = (fetch: FakeFetch) =>
  calls(fetch, "/v1/schedule/timetable").map(([url]) =>
    Object.fromEntries(new URL(String(url), "http://localhost").searchParams),
  );

/** The address's query. */
export const address = () => Object.fromEntries(new URLSearchParams(window.location.search));

/** The chip of a lesson on the week grid. */
export const chip = (id: number) => {
  const found = document.querySelector<HTMLElement>(`[data-lesson="${id}"]`);
  if (!found) throw new Error(`no chip ${id}`);
  return found;
};

/** The open modal. */
export const modal = () => {
  const open = [...document.querySelectorAll<HTMLElement>(".ant-modal")].at(-1);
  if (!open) throw new Error("no open modal");
  return open;
};

/** A button of the open modal by its text (antd spaces out two characters). */
export const modalButton = (text: string) =>
  within(modal())
    .getByText(new RegExp(`^${[...text].join("\\s?")}$`))
    .closest("button")!;

/** The error texts of the open modal's fields, by label. */
export const fieldErrors = () =>
  Object.fromEntries(
    [...modal().querySelectorAll(".ant-form-item")]
      .map((item) => [
        item.querySelector("label")?.textContent,
        [...item.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent),
      ])
      .filter(([, errors]) => errors!.length > 0),
  );

/** The shown value of the open modal's select or input with id `id`. */
export const fieldValue = (id: string) => {
  const input = modal().querySelector<HTMLInputElement>(`#${id}`)!;
  const select = input.closest(".ant-select");
  return select ? select.querySelector(".ant-select-selection-item")?.textContent : input.value;
};

/** Opens the open modal's select `id` and clicks the option titled `option`. */
export async function pickIn(user: UserEvent, id: string, option: string) {
  await user.click(modal().querySelector(`#${id}`)!);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
      (el) => el.getAttribute("title") === option && !el.closest(".ant-select-dropdown-hidden"),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}
