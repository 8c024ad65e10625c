import { describe, expect, it } from "vitest";
import { clashReason } from "../../common/clash-reasons.js";
import { toLocale } from "../../../../src/common/i18n.js";

describe("a clash's reason", () => {
  it("is stored in the original's Chinese wording", () => {
    expect(clashReason.leave("汤癸霖", "")).toBe("讲师「汤癸霖」在该时段请假");
    expect(clashReason.leave("汤癸霖", "病假")).toBe("讲师「汤癸霖」在该时段请假（病假）");
    expect(clashReason.teacherBusy("汤癸霖", "2026-11-28 09:30", 45, { kind: "student", name: "孟梓诚" })).toBe(
      "讲师「汤癸霖」在该时段已有课程（11月28日 09:30-10:15 学生「孟梓诚」）",
    );
    expect(clashReason.teacherBusy("汤癸霖", "2026-03-05 14:00", 60, { kind: "openSlot" })).toBe(
      "讲师「汤癸霖」在该时段已有课程（3月5日 14:00-15:00 预留时段）",
    );
    expect(clashReason.studentBusy("孟梓诚", "2026-03-05 14:00", 60, { kind: "thisBooking" })).toBe(
      "学生「孟梓诚」在该时段已有课程（3月5日 14:00-15:00 本次排课）",
    );
  });

  it("reads English, names and notes kept as typed (spaces in a name included)", () => {
    const en = (text: string) => toLocale(text, "en-US");
    expect(en(clashReason.leave("John Smith", ""))).toBe("Lecturer “John Smith” is on leave at this time");
    expect(en(clashReason.leave("John Smith", "家中有事"))).toBe(
      "Lecturer “John Smith” is on leave at this time (家中有事)",
    );
    expect(
      en(clashReason.teacherBusy("John Smith", "2026-11-28 09:30", 45, { kind: "student", name: "Mary Ann Lee" })),
    ).toBe("Lecturer “John Smith” already has a lesson at this time (11/28 09:30-10:15, student “Mary Ann Lee”)");
    expect(en(clashReason.teacherBusy("汤癸霖", "2026-03-05 14:00", 60, { kind: "openSlot" }))).toBe(
      "Lecturer “汤癸霖” already has a lesson at this time (3/5 14:00-15:00, a reserved slot)",
    );
    expect(en(clashReason.studentBusy("孟梓诚", "2026-03-05 14:00", 60, { kind: "teacher", name: "汤癸霖" }))).toBe(
      "Student “孟梓诚” already has a lesson at this time (3/5 14:00-15:00, lecturer “汤癸霖”)",
    );
    expect(en(clashReason.studentBusy("孟梓诚", "2026-03-05 14:00", 60, { kind: "thisBooking" }))).toBe(
      "Student “孟梓诚” already has a lesson at this time (3/5 14:00-15:00, this booking)",
    );
  });
});
