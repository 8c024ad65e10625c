import { describe, expect, it } from "vitest";
import {
  DAY_END,
  DAY_START,
  DURATIONS,
  SLOT_STEP,
  fromMinutes,
  isTime,
  startTimes,
  timeRange,
  timeSteps,
  toMinutes,
  withinDay,
} from "../../common/time.js";

describe("times of day", () => {
  it("states the school day and the lesson lengths", () => {
    expect([DAY_START, DAY_END, SLOT_STEP]).toEqual(["08:30", "18:30", 15]);
    expect(DURATIONS).toEqual([15, 30, 45, 60]);
  });

  it("converts between HH:mm and minutes since midnight", () => {
    expect(toMinutes("08:30")).toBe(510);
    expect(toMinutes("00:00")).toBe(0);
    expect(toMinutes("23:59")).toBe(1439);
    expect(fromMinutes(510)).toBe("08:30");
    expect(fromMinutes(5)).toBe("00:05");
    expect(fromMinutes(1470)).toBe("00:30");
    expect(fromMinutes(-30)).toBe("23:30");
    expect(() => toMinutes("8:30")).toThrow(RangeError);
    expect(() => fromMinutes(1.5)).toThrow(RangeError);
  });

  it.each([
    ["00:00", true],
    ["23:59", true],
    ["24:00", false],
    ["12:60", false],
    ["8:30", false],
    ["08:30:00", false],
    ["", false],
  ])("isTime(%j) is %s", (text, valid) => {
    expect(isTime(text)).toBe(valid);
  });

  it("offers every step from 08:30 to 18:30 in a plain time selector", () => {
    const steps = timeSteps();
    expect(steps).toHaveLength(41);
    expect(steps[0]).toBe("08:30");
    expect(steps[1]).toBe("08:45");
    expect(steps.at(-1)).toBe("18:30");
  });

  it("offers only the starts that let a lesson end by 18:30", () => {
    expect(startTimes(15)).toHaveLength(40);
    expect(startTimes(15).at(-1)).toBe("18:15");
    expect(startTimes(60)).toHaveLength(37);
    expect(startTimes(60).at(-1)).toBe("17:30");
    expect(startTimes(45).at(-1)).toBe("17:45");
    expect(startTimes()).toEqual(startTimes(15));
    expect(startTimes()[0]).toBe("08:30");
    expect(() => startTimes(0)).toThrow(RangeError);
  });

  it.each([
    ["08:30", 60, true],
    ["18:15", 15, true],
    ["18:15", 30, false],
    ["17:30", 60, true],
    ["17:45", 60, false],
    ["08:20", 15, false],
    ["08:15", 15, false],
    ["08:40", 15, false],
    ["18:30", 15, false],
    ["8:30", 15, false],
    ["09:00", 0, false],
  ])("withinDay(%s, %i) is %s", (time, duration, fits) => {
    expect(withinDay(time, duration)).toBe(fits);
  });

  it("writes a lesson's time as start-end", () => {
    expect(timeRange("08:30", 45)).toBe("08:30-09:15");
    expect(timeRange("17:30", 60)).toBe("17:30-18:30");
  });
});
