import { describe, expect, it } from "vitest";
import { durationText } from "../../src/common/durations.js";

describe("durationText", () => {
  it("says a wait by its two largest units, in Chinese and in English", () => {
    const cases: [number, string, string][] = [
      [8, "8分钟", "8 min"],
      [5 * 60 + 12, "5小时12分钟", "5 h 12 min"],
      [6 * 1440 + 3 * 60 + 59, "6天3小时", "6 d 3 h"],
      [-3, "0分钟", "0 min"],
    ];
    for (const [minutes, zh, en] of cases) {
      expect(durationText(minutes, "zh-CN")).toBe(zh);
      expect(durationText(minutes, "en-US")).toBe(en);
    }
  });
});
