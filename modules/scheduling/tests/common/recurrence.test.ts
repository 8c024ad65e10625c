import { describe, expect, it } from "vitest";
import { weekdayOf } from "../../../../src/common/calendar.js";
import { MAX_LESSONS, RecurrenceError, generateDates, type Recurrence } from "../../common/recurrence.js";

const plan = (over: Partial<Recurrence> = {}): Recurrence => ({
  startDate: "2026-11-23",
  weekdays: [1],
  repeat: "weekly",
  end: { mode: "count", count: 3 },
  ...over,
});

/** The error a plan throws, so each test can check code, field and message together. */
function errorOf(r: unknown): { code: number; field: string; message: string } {
  try {
    generateDates(r as Recurrence);
  } catch (e) {
    expect(e).toBeInstanceOf(RecurrenceError);
    const { code, field, message } = e as RecurrenceError;
    return { code, field, message };
  }
  throw new Error("the plan was accepted");
}

describe("batch scheduling dates", () => {
  it("repeats weekly by count", () => {
    expect(generateDates(plan())).toEqual(["2026-11-23", "2026-11-30", "2026-12-07"]);
  });

  it("crosses month and year boundaries", () => {
    const dates = generateDates(plan({ startDate: "2026-12-28", weekdays: [1, 5], end: { mode: "count", count: 5 } }));
    expect(dates).toEqual(["2026-12-28", "2027-01-01", "2027-01-04", "2027-01-08", "2027-01-11"]);
  });

  it("starts at the first chosen weekday on or after a start date that is not one", () => {
    // 2026-11-25 is a Wednesday: that week's Monday is skipped, its Friday taken.
    const dates = generateDates(plan({ startDate: "2026-11-25", weekdays: [5, 1], end: { mode: "count", count: 4 } }));
    expect(dates).toEqual(["2026-11-27", "2026-11-30", "2026-12-04", "2026-12-07"]);
  });

  it("keeps several weekdays in week order and ignores duplicates", () => {
    const dates = generateDates(
      plan({ startDate: "2026-11-23", weekdays: [7, 3, 3, 1], end: { mode: "count", count: 6 } }),
    );
    expect(dates).toEqual(["2026-11-23", "2026-11-25", "2026-11-29", "2026-11-30", "2026-12-02", "2026-12-06"]);
    expect(dates.map(weekdayOf)).toEqual([1, 3, 7, 1, 3, 7]);
  });

  it("repeats by end date, inclusive", () => {
    const dates = generateDates(plan({ weekdays: [2, 4], end: { mode: "date", endDate: "2026-12-03" } }));
    expect(dates).toEqual(["2026-11-24", "2026-11-26", "2026-12-01", "2026-12-03"]);
    expect(generateDates(plan({ end: { mode: "date", endDate: "2026-11-23" } }))).toEqual(["2026-11-23"]);
  });

  it("skips every other week, counting from the start date's week", () => {
    // Start on a Sunday: its week (from Monday 11-23) is on, so the next lesson is two weeks later.
    const dates = generateDates(
      plan({ startDate: "2026-11-29", weekdays: [1, 7], repeat: "biweekly", end: { mode: "count", count: 4 } }),
    );
    expect(dates).toEqual(["2026-11-29", "2026-12-07", "2026-12-13", "2026-12-21"]);
  });

  it("skips every other week up to an end date", () => {
    const dates = generateDates(
      plan({ weekdays: [3], repeat: "biweekly", end: { mode: "date", endDate: "2027-01-06" } }),
    );
    expect(dates).toEqual(["2026-11-25", "2026-12-09", "2026-12-23", "2027-01-06"]);
  });

  it("lands on the leap day of 2028", () => {
    // 2028-02-29 is a Tuesday.
    const dates = generateDates(
      plan({ startDate: "2028-02-22", weekdays: [2], end: { mode: "date", endDate: "2028-03-07" } }),
    );
    expect(dates).toEqual(["2028-02-22", "2028-02-29", "2028-03-07"]);
  });

  it("allows exactly MAX_LESSONS dates", () => {
    expect(generateDates(plan({ end: { mode: "count", count: MAX_LESSONS } }))).toHaveLength(200);
    // 2026-01-01 (Thursday) to 2026-07-19: 200 days, every weekday chosen.
    const range = plan({ startDate: "2026-01-01", weekdays: [1, 2, 3, 4, 5, 6, 7] });
    expect(generateDates({ ...range, end: { mode: "date", endDate: "2026-07-19" } })).toHaveLength(200);
  });

  it.each<[string, unknown, number, string, string]>([
    ["an empty start date", plan({ startDate: "" }), 15001, "start_date", "开始日期无效或为空"],
    ["an impossible start date", plan({ startDate: "2027-02-29" }), 15001, "start_date", "开始日期无效或为空"],
    ["an unknown repeat", { ...plan(), repeat: "daily" }, 15002, "repeat", "重复方式无效"],
    ["no weekdays", plan({ weekdays: [] }), 15025, "weekdays", "上课星期不能为空"],
    ["weekday 0", plan({ weekdays: [0, 1] }), 15025, "weekdays", "上课星期无效"],
    ["weekday 8", plan({ weekdays: [8] }), 15025, "weekdays", "上课星期无效"],
    ["a fractional weekday", plan({ weekdays: [1.5] }), 15025, "weekdays", "上课星期无效"],
    ["a weekday as text", { ...plan(), weekdays: ["1"] }, 15025, "weekdays", "上课星期无效"],
    ["an unknown end mode", { ...plan(), end: { mode: "never" } }, 15027, "end_mode", "结束方式无效"],
    ["no end at all", { ...plan(), end: undefined }, 15027, "end_mode", "结束方式无效"],
    ["a zero count", plan({ end: { mode: "count", count: 0 } }), 15007, "count", "课次数必须为正整数"],
    ["a fractional count", plan({ end: { mode: "count", count: 2.5 } }), 15007, "count", "课次数必须为正整数"],
    ["a count as text", { ...plan(), end: { mode: "count", count: "3" } }, 15007, "count", "课次数必须为正整数"],
    [
      "an end date before the start",
      plan({ end: { mode: "date", endDate: "2026-11-22" } }),
      15026,
      "end_date",
      "结束日期不能早于开始日期",
    ],
    ["an invalid end date", plan({ end: { mode: "date", endDate: "2026-11-31" } }), 15026, "end_date", "结束日期无效"],
    [
      "an end date before the first chosen weekday",
      plan({ weekdays: [5], end: { mode: "date", endDate: "2026-11-26" } }),
      15008,
      "weekdays",
      "课次数与每周上课规律不符",
    ],
    [
      "more than 200 lessons by count",
      plan({ end: { mode: "count", count: 201 } }),
      15035,
      "count",
      "排课数量超过上限（最多200节）",
    ],
    [
      "more than 200 lessons by date",
      plan({ startDate: "2026-01-01", weekdays: [1, 2, 3, 4, 5, 6, 7], end: { mode: "date", endDate: "2026-07-20" } }),
      15035,
      "end_date",
      "排课数量超过上限（最多200节）",
    ],
    [
      "a far end date",
      plan({ weekdays: [1], end: { mode: "date", endDate: "2099-12-31" } }),
      15035,
      "end_date",
      "排课数量超过上限（最多200节）",
    ],
  ])("refuses %s", (_, r, code, field, message) => {
    expect(errorOf(r)).toEqual({ code, field, message });
  });

  it("carries the code and field on a named Error", () => {
    const e = new RecurrenceError(15001, "start_date", "开始日期无效或为空");
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe("RecurrenceError");
  });
});
