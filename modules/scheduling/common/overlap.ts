/**
 * Scheduling conflicts: a lesson may not overlap another lesson of its teacher or of its student, nor
 * a leave of its teacher. The batch form shows them before saving and the server refuses them (15015),
 * so the check must stay fast against a whole term of bookings: bookings are grouped by person and
 * sorted by start once, then each candidate looks only at its own people's nearby lessons.
 */
import { momentMinutes } from "../../../src/common/calendar.js";

/** A lesson, booked or proposed: starts at a moment and lasts `duration` minutes. */
export interface Booking {
  id?: number;
  start: string;
  duration: number;
  teacherId: number;
  studentId?: number | null;
}

/** A teacher's leave, from `start` up to `end` (moments, end exclusive). */
export interface Leave {
  teacherId: number;
  start: string;
  end: string;
}

/** Whose time a candidate takes: its teacher's, its student's, or a leave of its teacher. */
export type ConflictKind = "teacher" | "student" | "leave";

/** One conflict of the candidate at `index`: the booking (`with`) or the leave it runs into. */
export interface Clash {
  index: number;
  kind: ConflictKind;
  with?: Booking;
  leave?: Leave;
}

interface Span {
  start: number;
  end: number;
}

const bookingSpan = (b: { start: string; duration: number }): Span => {
  const start = momentMinutes(b.start);
  return { start, end: start + b.duration };
};

/** A span with no length (or a malformed one) takes no time and so blocks nothing. */
const hasLength = (s: Span): boolean => s.end > s.start;

/** Whether two lessons share any minute; one ending as the other starts is back to back, not a clash. */
export function overlaps(a: { start: string; duration: number }, b: { start: string; duration: number }): boolean {
  const x = bookingSpan(a);
  const y = bookingSpan(b);
  return hasLength(x) && hasLength(y) && x.start < y.end && y.start < x.end;
}

/**
 * One person's spans sorted by start, with the running maximum of their ends (`reach`): a query walks
 * back from the last span starting before its end, and stops as soon as nothing earlier reaches it.
 */
interface Lane<T> {
  starts: number[];
  ends: number[];
  reach: number[];
  items: T[];
}

/** How items are grouped: the person an item belongs to, and the people worth a lane at all. */
interface Grouping<T> {
  of: (item: T) => number | null | undefined;
  wanted: ReadonlySet<number>;
}

/**
 * One map of lanes per grouping, in a single pass: an item is parsed once, and only when it belongs
 * to someone wanted, so the bookings of people the candidates do not involve cost a lookup each.
 */
function lanes<T>(items: readonly T[], span: (item: T) => Span, groupings: Grouping<T>[]): Map<number, Lane<T>>[] {
  const groups = groupings.map(() => new Map<number, { span: Span; item: T }[]>());
  for (const item of items) {
    let s: Span | undefined;
    for (let g = 0; g < groupings.length; g++) {
      const key = groupings[g].of(item);
      if (key == null || !groupings[g].wanted.has(key)) continue;
      s ??= span(item);
      if (!hasLength(s)) break;
      const group = groups[g].get(key);
      if (group) group.push({ span: s, item });
      else groups[g].set(key, [{ span: s, item }]);
    }
  }
  return groups.map((byPerson) => {
    const result = new Map<number, Lane<T>>();
    for (const [key, group] of byPerson) {
      group.sort((a, b) => a.span.start - b.span.start);
      let max = -Infinity;
      result.set(key, {
        starts: group.map((g) => g.span.start),
        ends: group.map((g) => g.span.end),
        reach: group.map((g) => (max = Math.max(max, g.span.end))),
        items: group.map((g) => g.item),
      });
    }
    return result;
  });
}

/** The items of a lane that overlap `span`, in start order. */
function hits<T>(lane: Lane<T> | undefined, span: Span): T[] {
  if (!lane) return [];
  let lo = 0;
  let hi = lane.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lane.starts[mid] < span.end) lo = mid + 1;
    else hi = mid;
  }
  const found: T[] = [];
  for (let i = lo - 1; i >= 0 && lane.reach[i] > span.start; i--) {
    if (lane.ends[i] > span.start) found.push(lane.items[i]);
  }
  return found.reverse();
}

const leaveSpan = (l: Leave): Span => ({ start: momentMinutes(l.start), end: momentMinutes(l.end) });

/**
 * Every conflict of the candidates, in candidate order; for each: its teacher's lessons, its student's
 * lessons (when both have a student), then its teacher's leaves, existing bookings before earlier
 * candidates. A candidate also clashes with an earlier candidate, so a batch cannot double-book itself.
 * A booking with the candidate's own `id` is skipped: a lesson being moved must not clash with itself.
 */
export function findClashes(candidates: Booking[], existing: Booking[], leaves: Leave[] = []): Clash[] {
  const spans = candidates.map(bookingSpan);
  const teachers = new Set(candidates.map((c) => c.teacherId));
  const students = new Set(candidates.flatMap((c) => (c.studentId == null ? [] : [c.studentId])));
  const byTeacher: Grouping<Booking> = { of: (b) => b.teacherId, wanted: teachers };
  const byStudent: Grouping<Booking> = { of: (b) => b.studentId, wanted: students };

  const [teacherLanes, studentLanes] = lanes(existing, bookingSpan, [byTeacher, byStudent]);
  const [leaveLanes] = lanes(leaves, leaveSpan, [{ of: (l) => l.teacherId, wanted: teachers }]);
  const [batchTeachers, batchStudents] = lanes(
    candidates.map((_, i) => i),
    (i) => spans[i],
    [
      { of: (i) => candidates[i].teacherId, wanted: teachers },
      { of: (i) => candidates[i].studentId, wanted: students },
    ],
  );

  const clashes: Clash[] = [];
  candidates.forEach((c, index) => {
    const span = spans[index];
    if (!hasLength(span)) return;
    const other = (b: Booking): boolean => c.id == null || b.id !== c.id;
    const report = (kind: ConflictKind, lane: Lane<Booking> | undefined, batch: Lane<number> | undefined) => {
      for (const b of hits(lane, span)) if (other(b)) clashes.push({ index, kind, with: b });
      for (const j of hits(batch, span)) {
        if (j < index && other(candidates[j])) clashes.push({ index, kind, with: candidates[j] });
      }
    };
    report("teacher", teacherLanes.get(c.teacherId), batchTeachers.get(c.teacherId));
    if (c.studentId != null) report("student", studentLanes.get(c.studentId), batchStudents.get(c.studentId));
    for (const leave of hits(leaveLanes.get(c.teacherId), span)) clashes.push({ index, kind: "leave", leave });
  });
  return clashes;
}
