import { describe, expect, it } from "vitest";
import {
  addDays,
  addMinutes,
  daysBetween,
  headerDate,
  isDate,
  minutesBetween,
  moment,
  momentMinutes,
  monthGrid,
  monthRange,
  shift,
  weekDays,
  weekRange,
  weekdayOf,
} from "../../src/common/calendar.js";

describe("calendar dates", () => {
  it("accepts only real calendar dates", () => {
    expect(isDate("2028-02-29")).toBe(true);
    expect(isDate("2026-02-29")).toBe(false);
    expect(isDate("2100-02-29")).toBe(false);
    expect(isDate("2026-04-31")).toBe(false);
    expect(isDate("2026-1-05")).toBe(false);
    expect(isDate("")).toBe(false);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // Days on which some zones change their clocks must still be whole days.
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it("numbers weekdays Monday 1 to Sunday 7", () => {
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-28")).toBe(6);
    expect(weekdayOf("2026-11-29")).toBe(7);
    expect(weekdayOf("2028-02-29")).toBe(2);
  });

  it("puts a Sunday in the week of the Monday before", () => {
    expect(weekRange("2026-11-29")).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    expect(weekRange("2026-11-23")).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    expect(weekRange("2026-11-30")).toEqual({ start: "2026-11-30", end: "2026-12-06" });
    expect(weekRange("2027-01-01")).toEqual({ start: "2026-12-28", end: "2027-01-03" });
  });

  it("lists the seven days of a week, Monday first", () => {
    expect(weekDays("2026-11-26")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });

  it("gives the first and last day of a month", () => {
    expect(monthRange("2026-11-23")).toEqual({ start: "2026-11-01", end: "2026-11-30" });
    expect(monthRange("2028-02-10")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
    expect(monthRange("2026-02-10")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(monthRange("2026-12-31")).toEqual({ start: "2026-12-01", end: "2026-12-31" });
  });

  it("lays out a month starting on a Monday without leading days", () => {
    // June 2026 starts on a Monday and ends on a Tuesday.
    const grid = monthGrid("2026-06-15");
    expect(grid).toHaveLength(5);
    expect(grid[0][0]).toBe("2026-06-01");
    expect(grid[4]).toEqual([
      "2026-06-29",
      "2026-06-30",
      "2026-07-01",
      "2026-07-02",
      "2026-07-03",
      "2026-07-04",
      "2026-07-05",
    ]);
  });

  it("lays out a 31-day month starting on a Sunday over six weeks", () => {
    // March 2026 starts on a Sunday: its first week is mostly February.
    const grid = monthGrid("2026-03-01");
    expect(grid).toHaveLength(6);
    expect(grid[0]).toEqual([
      "2026-02-23",
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
    expect(grid[5][0]).toBe("2026-03-30");
    expect(grid[5][6]).toBe("2026-04-05");
    for (const week of grid) expect(week.map(weekdayOf)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(grid.flat()).toHaveLength(42);
  });

  it("fits a February starting on a Monday into four weeks", () => {
    const grid = monthGrid("2027-02-14");
    expect(grid).toHaveLength(4);
    expect(grid[0][0]).toBe("2027-02-01");
    expect(grid[3][6]).toBe("2027-02-28");
  });

  it("pages by week and by month, clamping the day to the month's end", () => {
    expect(shift("2026-11-23", "week", 1)).toBe("2026-11-30");
    expect(shift("2026-11-23", "week", -1)).toBe("2026-11-16");
    expect(shift("2026-01-31", "month", 1)).toBe("2026-02-28");
    expect(shift("2028-01-31", "month", 1)).toBe("2028-02-29");
    expect(shift("2026-01-31", "month", 3)).toBe("2026-04-30");
    expect(shift("2026-01-31", "month", -1)).toBe("2025-12-31");
    expect(shift("2026-12-15", "month", 1)).toBe("2027-01-15");
    expect(shift("2026-03-31", "month", -13)).toBe("2025-02-28");
  });

  it("writes the header date in Chinese without leading zeros", () => {
    expect(headerDate("2026-11-23")).toBe("2026年11月23日");
    expect(headerDate("2027-01-05")).toBe("2027年01月05日");
  });

  it("joins a date and a time into a moment and does arithmetic on moments", () => {
    expect(moment("2026-11-23", "08:30")).toBe("2026-11-23 08:30");
    expect(() => moment("2026-11-23", "8:30")).toThrow(RangeError);
    expect(addMinutes("2026-11-23 08:30", 45)).toBe("2026-11-23 09:15");
    expect(addMinutes("2026-12-31 23:30", 60)).toBe("2027-01-01 00:30");
    expect(addMinutes("2028-03-01 00:15", -30)).toBe("2028-02-29 23:45");
    expect(minutesBetween("2026-11-23 08:30", "2026-11-23 10:00")).toBe(90);
    expect(minutesBetween("2026-11-24 00:00", "2026-11-23 23:00")).toBe(-60);
    expect(momentMinutes("2026-11-23 08:30:00")).toBe(momentMinutes("2026-11-23 08:30"));
    expect(() => momentMinutes("2026-11-23T08:30")).toThrow(RangeError);
  });

  it("reads the date of a moment by the same rule as isDate", () => {
    const texts: string[] = [];
    for (const year of ["0099", "0100", "1900", "2000", "2026", "2028", "2100"]) {
      for (let month = 0; month <= 13; month++) {
        for (const day of [0, 1, 28, 29, 30, 31, 32]) {
          texts.push(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
        }
      }
    }
    const readable = (date: string): boolean => {
      try {
        momentMinutes(`${date} 08:00`);
        return true;
      } catch {
        return false;
      }
    };
    expect(texts.filter(readable)).toEqual(texts.filter(isDate));
    expect(texts.filter(isDate)).toContain("2028-02-29");
    expect(texts.filter(isDate)).not.toContain("2100-02-29");
  });

  it("counts days between dates", () => {
    expect(daysBetween("2026-11-23", "2026-11-30")).toBe(7);
    expect(daysBetween("2026-12-31", "2026-12-01")).toBe(-30);
    expect(daysBetween("2028-01-01", "2029-01-01")).toBe(366);
    expect(daysBetween("2027-01-01", "2028-01-01")).toBe(365);
  });
});
