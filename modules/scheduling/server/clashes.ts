import { addMinutes, findClashes, type Booking, type Clash } from "../common/index.js";
import { clashReason, type ClashWith } from "../common/clash-reasons.js";
import { toBooking, toLeave, type LeaveRow, type LessonRepository, type LessonRow } from "./lessons.js";
import type { PeopleRepository } from "./people.js";

/** A clash as the API reports it: the 15xxx code of its kind, a reason in words (clash-reasons.ts), the other lesson. */
export interface ClashReport {
  /** Index of the candidate lesson (in a batch). */
  index: number;
  kind: "teacher" | "student" | "leave";
  code: 15031 | 15032 | 15033;
  reason: string;
  other_lesson_id: number | null;
  leave_id: number | null;
}

const CODES = { leave: 15031, student: 15032, teacher: 15033 } as const;

/**
 * Finds what the candidate lessons clash with: the same teacher's or student's lessons and open
 * slots, the teacher's leave, and each other. Only the rows around the candidates are read.
 */
export function clashChecker(lessons: LessonRepository, people: PeopleRepository) {
  return async (candidates: Booking[], names: { teacher: string; student: string }): Promise<ClashReport[]> => {
    if (!candidates.length) return [];
    const starts = candidates.map((c) => c.start).sort();
    const from = starts[0];
    const to = addMinutes(starts[starts.length - 1], 60);
    const teacherIds = candidates.map((c) => c.teacherId);
    const studentIds = candidates.map((c) => c.studentId).filter((s): s is number => !!s);
    const existing = await lessons.around(from, to, teacherIds, studentIds);
    const leaves = await lessons.leaves(from, to, teacherIds);
    const byId = new Map<number, LessonRow>(existing.map((l) => [l.id, l]));
    const leaveById = new Map<string, LeaveRow>(leaves.map((l) => [`${l.teacher_id}|${l.start_at}|${l.end_at}`, l]));
    const clashes: Clash[] = findClashes(candidates, existing.map(toBooking), leaves.map(toLeave));
    const otherNames = {
      teachers: await people.names.teachers(existing.map((l) => l.teacher_id)),
      students: await people.names.students(existing.map((l) => l.student_id ?? 0)),
    };
    return clashes.map((c) => {
      const other = c.with?.id !== undefined ? byId.get(c.with.id) : undefined;
      const leave = c.leave ? leaveById.get(`${c.leave.teacherId}|${c.leave.start}|${c.leave.end}`) : undefined;
      let reason: string;
      if (c.kind === "leave") reason = clashReason.leave(names.teacher, leave?.reason ?? "");
      else {
        const start = c.with?.start ?? "";
        const duration = c.with?.duration ?? 0;
        if (c.kind === "teacher") {
          const whom: ClashWith = other?.open_slot
            ? { kind: "openSlot" }
            : other?.student_id
              ? { kind: "student", name: otherNames.students.get(other.student_id) ?? "" }
              : { kind: "thisBooking" };
          reason = clashReason.teacherBusy(names.teacher, start, duration, whom);
        } else {
          const whom: ClashWith = other
            ? { kind: "teacher", name: otherNames.teachers.get(other.teacher_id) ?? "" }
            : { kind: "thisBooking" };
          reason = clashReason.studentBusy(names.student, start, duration, whom);
        }
      }
      return {
        index: c.index,
        kind: c.kind,
        code: CODES[c.kind],
        reason,
        other_lesson_id: other?.id ?? null,
        leave_id: leave?.id ?? null,
      };
    });
  };
}

export type ClashChecker = ReturnType<typeof clashChecker>;
