import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The language is chosen before anything loads (switching reloads the page), so the modules are
// imported afresh after English is set, as the app does at boot. The component files share their
// worker's modules (isolate: false): the registry is reset first, and this file's i18n is the fresh one.
let setLocale: typeof import("../../../../src/common/i18n.js").setLocale;
let mod: {
  rangeTitle: typeof import("../../web/timetable/TimetableToolbar.js").rangeTitle;
  dayHeader: typeof import("../../web/conflicts/week-days.js").dayHeader;
  texts: typeof import("../../web/timetable/texts.js");
  conflicts: typeof import("../../web/conflicts/texts.js");
  shown: typeof import("../../web/shown-dates.js");
};

beforeAll(async () => {
  vi.resetModules();
  ({ setLocale } = await import("../../../../src/common/i18n.js"));
  setLocale("en-US");
  mod = {
    rangeTitle: (await import("../../web/timetable/TimetableToolbar.js")).rangeTitle,
    dayHeader: (await import("../../web/conflicts/week-days.js")).dayHeader,
    texts: await import("../../web/timetable/texts.js"),
    conflicts: await import("../../web/conflicts/texts.js"),
    shown: await import("../../web/shown-dates.js"),
  };
});
// The English modules leave the registry with this file: the next file loads its own, in Chinese.
afterAll(() => {
  setLocale("zh-CN");
  vi.resetModules();
});

describe("the scheduling screens in English", () => {
  it("write the timetable's range with English dates, not Chinese literals", () => {
    expect(mod.rangeTitle({ mode: "week", date: "2026-11-29" })).toBe("Nov 23, 2026 - Nov 29, 2026");
    expect(mod.rangeTitle({ mode: "month", date: "2027-01-31" })).toBe("January 2027");
  });

  it("name the weekdays in English in the day heads and the tab title's day", () => {
    expect(mod.texts.weekdayNames).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(mod.dayHeader("2027-01-05")).toBe("Tue 1/5");
    expect(mod.shown.shownDate("2026-11-28", mod.conflicts.conflictTexts.tabDateFormat)).toBe("Nov 28");
  });

  it("read the timetable's and the conflicts' texts in English, with their placeholders", () => {
    const { timetableTexts: tx, fill } = mod.texts;
    expect(tx.single).toBe("Schedule a lesson");
    expect(fill(tx.previewCount, { count: 3 })).toBe("3 lessons will be scheduled");
    expect(mod.conflicts.conflictTexts.title).toBe("Lesson conflicts");
  });

  it("keep the Chinese texts exact for Chinese", () => {
    setLocale("zh-CN");
    try {
      expect(mod.texts.timetableTexts.single).toBe("单次排课");
      expect(mod.conflicts.conflictTexts.dialogTitle).toBe("冲突详情");
    } finally {
      setLocale("en-US");
    }
  });
});
