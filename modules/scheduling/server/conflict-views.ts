import {
  addDays,
  minutesBetween,
  moment,
  startTimes,
  timeRange,
  weekDays,
  weekRange,
  weekdayOf,
  type Booking,
} from "../common/index.js";
import { findClashes } from "../common/index.js";
import { refuse } from "./rules.js";
import { durationText } from "../../../src/common/durations.js";
import { toLocale, type Locale } from "../../../src/common/i18n.js";
import "../common/clash-reasons.js";
import { lessonDtos } from "./dto.js";
import type { ConflictListRow, ConflictRepository } from "./conflicts.js";
import { toBooking, toLeave, type LessonRepository } from "./lessons.js";
import type { PeopleRepository } from "./people.js";
import { dayProblem, withinHours } from "./rule-checks.js";
import type { ScheduleRuleRepository } from "./schedule-rules.js";
import type { ConflictsQuery } from "./schemas.js";

/** The conflict list and detail (spec §2 conflict dialog), and the free slots for 辅助排课. */
export function conflictViews(
  conflicts: ConflictRepository,
  lessons: LessonRepository,
  people: PeopleRepository,
  gradeLabel: (grade: number | null) => string,
  rules: ScheduleRuleRepository,
) {
  /** The rows as the list shows them, in the request's language: the wait, and the reason stored in Chinese. */
  const rows = async (list: ConflictListRow[], now: string, locale: Locale) => {
    const campuses = await people.names.campuses(list.map((c) => c.campus_id));
    const teachers = await people.names.teachers(list.map((c) => c.teacher_id));
    const students = await people.names.students(list.map((c) => c.student_id ?? 0));
    const subjects = await people.names.subjects(list.map((c) => c.subject_id ?? 0));
    return list.map((c) => {
      const [date, time] = c.start_at.split(" ");
      const wait = minutesBetween(c.detected_at, c.resolved_at ?? now);
      return {
        id: c.id,
        lesson_id: c.lesson_id,
        kind: c.kind,
        campus: campuses.get(c.campus_id) ?? "",
        student: c.student_id ? (students.get(c.student_id) ?? "") : "",
        teacher: teachers.get(c.teacher_id) ?? "",
        subject: c.subject_id ? (subjects.get(c.subject_id) ?? "") : "",
        conflict_time: `${date} ${timeRange(time, c.duration)}`,
        detected_at: c.detected_at,
        wait_minutes: wait,
        wait: durationText(wait, locale),
        reason: toLocale(c.reason, locale),
        resolved_at: c.resolved_at,
        resolution: c.resolution,
      };
    });
  };

  const find = async (id: number) => {
    const c = await conflicts.find(id);
    if (!c) throw refuse(15009, "id", "冲突记录不存在", 404);
    return c;
  };

  return {
    /** A page of conflicts, of the campuses the caller reaches (`campuses`; undefined: every one). */
    list: async (q: ConflictsQuery, now: string, locale: Locale, campuses?: readonly number[]) => {
      const page = await conflicts.list({
        open: q.status === "open",
        campus_id: q.campus_id,
        campus_ids: campuses,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      return { total: page.total, list: await rows(page.list, now, locale) };
    },

    /** One conflict with its lesson: what the conflict dialog and the auxiliary-arrangement page show. */
    async detail(id: number, now: string, locale: Locale) {
      const c = await find(id);
      const lesson = (await lessonDtos([(await lessons.find(c.lesson_id))!], people, now))[0];
      const student = c.student_id ? await people.student(c.student_id) : undefined;
      return { ...(await rows([c], now, locale))[0], grade: gradeLabel(student?.grade ?? null), lesson };
    },

    /**
     * The week of `date` (the lesson's own week by default) for the lesson's teacher and student:
     * their lessons, and the start times that day where both are free, the teacher is not on leave,
     * the time has not passed and the campus's schedule rule allows it (hours, weekdays, lessons a day,
     * breaks). Choosing one reschedules the lesson.
     */
    async slots(id: number, date: string | undefined, now: string) {
      const c = await find(id);
      const lesson = (await lessons.find(c.lesson_id))!;
      const week = weekRange(date ?? lesson.start_at.slice(0, 10));
      const from = `${week.start} 00:00`;
      const to = `${addDays(week.end, 1)} 00:00`;
      const teacherLessons = await lessons.between(from, to, { teacher_id: lesson.teacher_id });
      const studentLessons = lesson.student_id
        ? await lessons.between(from, to, { student_id: lesson.student_id })
        : [];
      // The lesson itself is what moves: it is no obstacle to its own new time.
      const existing = [...teacherLessons, ...studentLessons].filter((l) => l.id !== lesson.id).map(toBooking);
      const leaves = (await lessons.leaves(from, to, [lesson.teacher_id])).map(toLeave);
      const days = weekDays(week.start);
      const rule = await rules.forCampus(lesson.campus_id);
      const teacherDay = (d: string) =>
        teacherLessons
          .filter((l) => l.id !== lesson.id && l.start_at.startsWith(d))
          .map((l) => ({ start: l.start_at, duration: l.duration }));
      const keepsRule = (d: string, t: string) =>
        rule.weekdays.includes(weekdayOf(d)) &&
        withinHours(rule, t, lesson.duration) &&
        !dayProblem(rule, [{ start: moment(d, t), duration: lesson.duration }], teacherDay(d), "", "date");
      const candidates: Booking[] = days.flatMap((d) =>
        startTimes(lesson.duration)
          .filter((t) => keepsRule(d, t))
          .map((t) => moment(d, t))
          .filter((m) => m > now)
          .map((start) => ({
            start,
            duration: lesson.duration,
            teacherId: lesson.teacher_id,
            studentId: lesson.student_id,
          })),
      );
      // Each start is judged alone: clashes among the candidates themselves do not count.
      const busy = new Set(
        findClashes(candidates, existing, leaves)
          .filter((x) => x.kind === "leave" || x.with?.id !== undefined)
          .map((x) => x.index),
      );
      const free = days.map((d) => ({
        date: d,
        times: candidates
          .filter((cand, i) => !busy.has(i) && cand.start.startsWith(d))
          .map((cand) => cand.start.slice(11)),
      }));
      const dtos = (list: typeof teacherLessons) => lessonDtos(list, people, now);
      return {
        range: week,
        days,
        duration: lesson.duration,
        teacher: {
          id: lesson.teacher_id,
          name: (await people.teacher(lesson.teacher_id))?.name ?? "",
          lessons: await dtos(teacherLessons),
        },
        student: lesson.student_id
          ? {
              id: lesson.student_id,
              name: (await people.student(lesson.student_id))?.name ?? "",
              lessons: await dtos(studentLessons),
            }
          : null,
        free,
      };
    },

    /** The lesson of an open conflict: a resolved one cannot be resolved again (409). */
    async lessonOf(id: number): Promise<number> {
      const c = await find(id);
      if (c.resolved_at) throw refuse(15009, "id", "该冲突已处理", 409);
      return c.lesson_id;
    },
  };
}

export type ConflictViews = ReturnType<typeof conflictViews>;
