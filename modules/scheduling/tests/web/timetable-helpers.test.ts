import { describe, expect, it } from "vitest";
import { HttpError } from "../../../../src/app/http/http-error.js";
import { dialogFromSlot, studentNameIn } from "../../web/timetable/dialog-request.js";
import { batchBody, singleBody } from "../../web/timetable/lesson-form.js";
import { clashOf, fieldErrors } from "../../web/timetable/server-error.js";
import { readView, todayText, toQuery, writeView } from "../../web/timetable/timetable-params.js";
import { rangeTitle } from "../../web/timetable/TimetableToolbar.js";
import { dayHead, lessonsByDay } from "../../web/timetable/week-cells.js";
import { decodeTimetable } from "../../web/api.js";
import { lesson, toWire, weekLessons, weekOf } from "./timetable-support.js";

const params = (q: string) => new URLSearchParams(q);

describe("the view in the address", () => {
  it("reads mode, date, rows and filters, and writes them back the same", () => {
    const view = readView(params("mode=month&date=2026-02-10&by=student&campus_id=3&student_id=21"), "2026-01-01");
    expect(view).toEqual({ mode: "month", date: "2026-02-10", by: "student", campus_id: 3, student_id: 21 });
    expect(readView(params(new URLSearchParams(writeView(view)).toString()), "2026-01-01")).toEqual(view);
  });

  it("falls back to today's week by teacher on anything malformed", () => {
    expect(readView(params("mode=day&date=2026-13-01&by=x&teacher_id=-2&campus_id=1.5"), "2026-11-23")).toEqual({
      mode: "week",
      date: "2026-11-23",
      by: "teacher",
    });
  });

  it("always writes mode and date, and the rest only when set", () => {
    expect(writeView({ mode: "week", date: "2026-11-23", by: "teacher" })).toEqual({
      mode: "week",
      date: "2026-11-23",
    });
  });

  it("asks the month without rows", () => {
    expect(toQuery({ mode: "month", date: "2026-11-23", by: "student", teacher_id: 7 })).toEqual({
      mode: "month",
      date: "2026-11-23",
      teacher_id: 7,
    });
    expect(toQuery({ mode: "week", date: "2026-11-23", by: "student" })).toEqual({
      mode: "week",
      date: "2026-11-23",
      by: "student",
    });
  });

  it("keeps every campus as campus_id=all and asks the server for all_campuses", () => {
    const view = readView(params("date=2026-11-23&campus_id=all"), "2026-01-01");
    expect(view.campus_id).toBe("all");
    expect(writeView(view).campus_id).toBe("all");
    expect(toQuery(view)).toEqual({ mode: "week", date: "2026-11-23", by: "teacher", all_campuses: true });
    // No campus: the query names none, and the server shows its default campus.
    expect(toQuery(readView(params("date=2026-11-23"), "2026-01-01"))).not.toHaveProperty("campus_id");
  });

  it("takes today from the local calendar", () => {
    // The business's calendar, not the machine's: 15:59 UTC is 23:59 in Shanghai, 16:00 is the next day.
    expect(todayText("Asia/Shanghai", Date.UTC(2027, 0, 5, 15, 59))).toBe("2027-01-05");
    expect(todayText("Asia/Shanghai", Date.UTC(2027, 0, 5, 16, 0))).toBe("2027-01-06");
  });
});

describe("the header and the grid", () => {
  it("titles a week and a month as YYYY年MM月DD日", () => {
    expect(rangeTitle({ mode: "week", date: "2026-11-29" })).toBe("2026年11月23日 - 2026年11月29日");
    expect(rangeTitle({ mode: "month", date: "2027-01-31" })).toBe("2027年01月");
  });

  it("puts a person's lessons in their day cells by start time, leaving out other weeks", () => {
    const { days } = weekOf("2026-11-23");
    const stray = lesson({ id: 40, date: "2026-12-01", time: "08:30" });
    const twin = lesson({ id: 10, date: "2026-11-25", time: "15:00" });
    const cells = lessonsByDay([weekLessons.late, stray, weekLessons.early, twin], days);
    expect(cells.map((c) => c.map((l) => l.id))).toEqual([[], [], [12, 10, 11], [], [], [], []]);
  });

  it("heads a day column with its weekday and month/day", () => {
    expect(dayHead("2026-03-02", ["周一"], 0)).toBe("周一 3/2");
  });
});

describe("the dialogs' bodies", () => {
  it("sends a single lesson trimmed, without empty values", () => {
    const body = singleBody(
      {
        date: "2026-11-28",
        time: "09:00",
        duration: 45,
        student_id: 1,
        subject_id: 2,
        teacher_id: 3,
        title: " 复习 ",
        remark: "  ",
      },
      { slot_id: 9 },
      true,
    );
    expect(body).toEqual({
      date: "2026-11-28",
      time: "09:00",
      duration: 45,
      student_id: 1,
      subject_id: 2,
      teacher_id: 3,
      title: "复习",
      slot_id: 9,
      accept_conflicts: true,
    });
  });

  const plan = {
    start_date: "2026-11-28",
    end_mode: "date" as const,
    count: 5,
    end_date: "2026-12-31",
    repeat: "biweekly" as const,
    weekdays: [7, 2],
    time: "10:00",
    duration: 30,
    teacher_id: 3,
    student_id: 1,
    subject_id: 2,
    title: "冲刺",
    campus_id: 4,
  };

  it("sends a batch with only the chosen end's field and the weekdays in order", () => {
    expect(batchBody(plan, {})).toEqual({
      start_date: "2026-11-28",
      end_mode: "date",
      end_date: "2026-12-31",
      repeat: "biweekly",
      weekdays: [2, 7],
      time: "10:00",
      duration: 30,
      teacher_id: 3,
      student_id: 1,
      subject_id: 2,
      title: "冲刺",
      campus_id: 4,
    });
    expect(batchBody({ ...plan, end_mode: "count" }, {})).toMatchObject({ end_mode: "count", count: 5 });
    expect(batchBody({ ...plan, end_mode: "count" }, {})).not.toHaveProperty("end_date");
  });

  it("has no batch to preview while a required value is missing", () => {
    expect(batchBody({ ...plan, weekdays: [] }, {})).toBeNull();
    expect(batchBody({ ...plan, title: "  " }, {})).toBeNull();
    expect(batchBody({ ...plan, end_mode: "count", count: undefined }, {})).toBeNull();
    expect(batchBody({ ...plan, student_id: undefined }, {})).toBeNull();
    // Without a campus the teacher and student cannot have been offered: no plan yet.
    expect(batchBody({ ...plan, campus_id: undefined }, {})).toBeNull();
    expect(batchBody({ ...plan, campus_id: undefined }, { slot_id: 13, campus_id: 3 })).toMatchObject({ campus_id: 3 });
  });

  it("fills a dialog from an open slot", () => {
    const slot = weekLessons.slot;
    expect(dialogFromSlot("single", slot)).toEqual({
      kind: "single",
      context: { slot_id: 13, campus_id: 3 },
      known: { campus: [{ value: 3, label: "上海浦东校区" }], teacher: [{ value: 7, label: "张老师" }] },
      initial: { date: "2026-11-28", time: "15:00", duration: 60, teacher_id: 7 },
    });
    expect(dialogFromSlot("batch", slot).initial).toEqual({
      start_date: "2026-11-28",
      weekdays: [6],
      time: "15:00",
      duration: 60,
      teacher_id: 7,
    });
  });

  it("finds a filtered student's name in the timetable", () => {
    const week = decodeTimetable(toWire(weekOf("2026-11-23")), "teacher");
    expect(studentNameIn(week, 21)).toBe("王小明");
    expect(studentNameIn(week, 99)).toBeUndefined();
  });
});

describe("server refusals", () => {
  const clash = { index: 0, kind: "teacher", code: 15033, reason: "已有课程", other_lesson_id: 1, leave_id: null };

  it("recognises a clash the user may accept, and nothing else", () => {
    const single = new HttpError("冲突", 409, 15033, { time: "讲师已有课程" }, { conflicts: [clash] });
    expect(clashOf(single)).toEqual({ reason: "讲师已有课程", conflicts: [clash], conflictCount: 1 });
    const batch = new HttpError("批量冲突", 409, 15015, undefined, { conflicts: [clash, clash], conflict_count: 1 });
    expect(clashOf(batch)).toMatchObject({ reason: "批量冲突", conflictCount: 1 });
    expect(clashOf(new HttpError("时间无效", 400, 15013, { time: "时间无效" }))).toBeUndefined();
    expect(clashOf(new Error("network"))).toBeUndefined();
  });

  it("renames field messages onto the form's fields and drops the others", () => {
    const error = new HttpError("x", 400, 15016, { campus_id: "校区不符", id: "?", time: "时间无效" });
    expect(fieldErrors(error, { campus_id: "teacher_id", time: "time" })).toEqual([
      { name: "teacher_id", errors: ["校区不符"] },
      { name: "time", errors: ["时间无效"] },
    ]);
  });
});
