import { describe, expect, it } from "vitest";
import { addMinutes } from "../../../../src/common/calendar.js";
import { findClashes, overlaps, type Booking, type Clash, type Leave } from "../../common/overlap.js";

const at = (time: string, duration = 60): { start: string; duration: number } => ({
  start: `2026-11-23 ${time}`,
  duration,
});

describe("overlaps", () => {
  it("treats back-to-back lessons as free, any shared minute as a clash", () => {
    expect(overlaps(at("08:30"), at("09:30"))).toBe(false);
    expect(overlaps(at("09:30"), at("08:30"))).toBe(false);
    expect(overlaps(at("08:30"), at("09:15"))).toBe(true);
    expect(overlaps(at("09:00", 15), at("08:30"))).toBe(true);
    expect(overlaps(at("08:30"), at("08:30", 15))).toBe(true);
    expect(overlaps(at("08:30", 0), at("08:00"))).toBe(false);
  });

  it("compares moments across midnight", () => {
    expect(overlaps({ start: "2026-11-23 23:30", duration: 60 }, { start: "2026-11-24 00:15", duration: 15 })).toBe(
      true,
    );
  });
});

describe("findClashes", () => {
  const lesson = (id: number, time: string, teacherId: number, studentId: number | null = null): Booking => ({
    id,
    start: `2026-11-23 ${time}`,
    duration: 60,
    teacherId,
    studentId,
  });

  it("reports an existing lesson of the same teacher", () => {
    const other = lesson(1, "09:00", 7, 100);
    const clashes = findClashes([lesson(0, "09:30", 7, 200)], [other, lesson(2, "09:30", 8, 300)]);
    expect(clashes).toEqual([{ index: 0, kind: "teacher", with: other }]);
  });

  it("reports an existing lesson of the same student, only when both have a student", () => {
    const other = lesson(1, "09:00", 8, 100);
    expect(findClashes([lesson(0, "09:30", 7, 100)], [other])).toEqual([{ index: 0, kind: "student", with: other }]);
    expect(findClashes([lesson(0, "09:30", 7, null)], [{ ...other, studentId: null }])).toEqual([]);
    expect(findClashes([lesson(0, "09:30", 7, 100)], [{ ...other, studentId: undefined }])).toEqual([]);
  });

  it("reports a lesson shared by teacher and student once per kind", () => {
    const other = lesson(1, "09:00", 7, 100);
    expect(findClashes([lesson(0, "09:30", 7, 100)], [other]).map((c) => c.kind)).toEqual(["teacher", "student"]);
  });

  it("ignores lessons that only touch", () => {
    expect(findClashes([lesson(0, "10:00", 7, 100)], [lesson(1, "09:00", 7, 100), lesson(2, "11:00", 7, 100)])).toEqual(
      [],
    );
  });

  it("reports a leave of the teacher, even one spanning days", () => {
    const leave: Leave = { teacherId: 7, start: "2026-11-22 12:00", end: "2026-11-23 09:00" };
    const elsewhere: Leave = { teacherId: 8, start: "2026-11-23 08:00", end: "2026-11-23 18:00" };
    const touching: Leave = { teacherId: 7, start: "2026-11-23 09:30", end: "2026-11-23 12:00" };
    expect(findClashes([lesson(0, "08:30", 7)], [], [leave, elsewhere, touching])).toEqual([
      { index: 0, kind: "leave", leave },
    ]);
  });

  it("ignores the lesson being moved", () => {
    const moved = lesson(5, "09:00", 7, 100);
    expect(findClashes([{ ...moved, start: "2026-11-23 09:30" }], [moved])).toEqual([]);
    const candidate = { ...moved, id: undefined, start: "2026-11-23 09:30" };
    expect(findClashes([candidate], [moved])).toHaveLength(2);
  });

  it("reports a candidate clashing with an earlier one of the same batch", () => {
    const first = lesson(0, "09:00", 7);
    const second = { ...lesson(0, "09:30", 7), id: undefined };
    const third = { ...lesson(0, "09:45", 8, 100), id: undefined };
    const fourth = { ...lesson(0, "10:15", 9, 100), id: undefined };
    expect(findClashes([first, second, third, fourth], [])).toEqual([
      { index: 1, kind: "teacher", with: first },
      { index: 3, kind: "student", with: third },
    ]);
  });

  it("lists, per candidate, teacher then student then leave, each in start order", () => {
    const a = lesson(1, "10:00", 7);
    const b = lesson(2, "09:00", 7);
    const s = lesson(3, "09:30", 9, 100);
    const leave: Leave = { teacherId: 7, start: "2026-11-23 10:30", end: "2026-11-23 11:00" };
    const clashes = findClashes([{ ...lesson(0, "09:30", 7, 100), duration: 90 }], [a, s, b], [leave]);
    expect(clashes).toEqual([
      { index: 0, kind: "teacher", with: b },
      { index: 0, kind: "teacher", with: a },
      { index: 0, kind: "student", with: s },
      { index: 0, kind: "leave", leave },
    ]);
  });

  it("finds a long lesson starting well before the candidate", () => {
    const long: Booking = { id: 1, start: "2026-11-23 06:00", duration: 600, teacherId: 7 };
    const short = lesson(2, "08:00", 7);
    expect(findClashes([lesson(0, "14:00", 7)], [long, short])).toEqual([{ index: 0, kind: "teacher", with: long }]);
  });

  describe("against a naive reference", () => {
    /** Deterministic pseudo-random numbers, so a failure can be replayed. */
    function random(seed: number): (n: number) => number {
      let x = seed;
      return (n) => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return x % n;
      };
    }

    function booking(next: (n: number) => number, id: number | undefined, days: number): Booking {
      const start = addMinutes(`2026-11-${String(1 + next(days)).padStart(2, "0")} 08:30`, next(40) * 15);
      return {
        id,
        start,
        duration: [15, 30, 45, 60][next(4)],
        teacherId: next(12),
        studentId: next(3) ? next(30) : null,
      };
    }

    function naive(candidates: Booking[], existing: Booking[], leaves: Leave[]): Clash[] {
      const leaveSpan = (l: Leave) => {
        const minutes =
          (Date.parse(`${l.end.replace(" ", "T")}Z`) - Date.parse(`${l.start.replace(" ", "T")}Z`)) / 60000;
        return { start: l.start, duration: minutes };
      };
      const byStart = (a: { start: string }, b: { start: string }) =>
        a.start < b.start ? -1 : a.start > b.start ? 1 : 0;
      const others = [...existing].sort(byStart);
      const out: Clash[] = [];
      candidates.forEach((c, index) => {
        const earlier = candidates.slice(0, index).sort(byStart);
        const clash = (b: Booking) => (c.id == null || b.id !== c.id) && overlaps(c, b);
        for (const [kind, same] of [
          ["teacher", (b: Booking) => b.teacherId === c.teacherId],
          ["student", (b: Booking) => c.studentId != null && b.studentId === c.studentId],
        ] as const) {
          for (const b of others) if (same(b) && clash(b)) out.push({ index, kind, with: b });
          for (const b of earlier) if (same(b) && clash(b)) out.push({ index, kind, with: b });
        }
        const own = leaves.filter((l) => l.teacherId === c.teacherId && overlaps(c, leaveSpan(l)));
        for (const leave of own.sort(byStart)) out.push({ index, kind: "leave", leave });
      });
      return out;
    }

    it.each([1, 2, 3, 4, 5])("agrees on random data (seed %i)", (seed) => {
      const next = random(seed);
      const existing = Array.from({ length: 5000 }, (_, i) => booking(next, i + 1, 28));
      // Some candidates reschedule existing lessons (same id), the others are new.
      const candidates = Array.from({ length: 40 }, (_, i) =>
        booking(next, i % 4 === 0 ? 1 + next(5000) : undefined, 7),
      );
      const leaves: Leave[] = Array.from({ length: 30 }, () => {
        const start = addMinutes("2026-11-01 00:00", next(28 * 96) * 15);
        return { teacherId: next(12), start, end: addMinutes(start, 15 + next(48 * 4) * 15) };
      });
      const clashes = findClashes(candidates, existing, leaves);
      const reference = naive(candidates, existing, leaves);
      expect(clashes.length).toBeGreaterThan(0);
      expect(clashes.some((c) => c.kind === "leave")).toBe(true);
      expect(clashes).toEqual(reference);
    });
  });
});
