import { describe, expect, it } from "vitest";
import { HttpError } from "../../../../src/app/http/http-error.js";
import { refusalText } from "../../web/conflicts/refusal-text.js";
import { dayHeader, splitHalfDays } from "../../web/conflicts/week-days.js";

describe("the aux page's day headers", () => {
  it("name the weekday, Monday first, then month/day without zeros", () => {
    expect(dayHeader("2026-11-23")).toBe("周一 11/23");
    expect(dayHeader("2026-11-29")).toBe("周日 11/29");
    expect(dayHeader("2027-01-05")).toBe("周二 1/5");
  });
});

describe("free times by half day", () => {
  it("puts times before noon in 上午 and from noon in 下午, each in order", () => {
    expect(splitHalfDays(["14:30", "08:30", "12:00", "11:45", "09:00"])).toEqual({
      morning: ["08:30", "09:00", "11:45"],
      afternoon: ["12:00", "14:30"],
    });
  });

  it("leaves a half day empty when nothing is free then", () => {
    expect(splitHalfDays([])).toEqual({ morning: [], afternoon: [] });
    expect(splitHalfDays(["17:30"])).toEqual({ morning: [], afternoon: ["17:30"] });
  });
});

describe("the text of a refused write", () => {
  it("prefers the server's own field message to the catalogue's general text", () => {
    const reason = "讲师「武佳琪」在该时段已有课程（11月24日 09:00-10:00）";
    const error = new HttpError(`教师在该时段已有课程：${reason}`, 409, 15033, { time: reason });
    expect(refusalText(error)).toBe(reason);
  });

  it("falls back to the message", () => {
    expect(refusalText(new HttpError("网络异常", 0, null))).toBe("网络异常");
    expect(refusalText(new Error("boom"))).toBe("boom");
  });
});
