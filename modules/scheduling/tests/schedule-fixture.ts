import type { LightMyRequestResponse } from "fastify";
import { body, createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";

/** 2026-11-23 10:00 in the business's time zone: lessons before it are taught, after it scheduled. */
export const SCHEDULE_NOW = Date.parse("2026-11-23T02:00:00Z");

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface ScheduleFixture {
  t: TestApp;
  admin: string;
  editor: string;
  /** An in-post teacher with students at the campus, one of the subjects they teach, three of those students. */
  teacher: { id: number; name: string; campus_id: number };
  subject: number;
  students: { id: number; name: string }[];
  /** `/api/v1/schedule<url>` as admin (or with `token`). */
  schedule(method: Method, url: string, payload?: object, token?: string): Promise<LightMyRequestResponse>;
  /** `/api/v1/resources/<name><url>` as admin. */
  resource(method: Method, name: string, url?: string, payload?: object): Promise<LightMyRequestResponse>;
  /** A body for 单次排课 with that teacher, student and subject. */
  single(over?: object): Record<string, unknown>;
  /** A body for 批量排课 with them. */
  batch(over?: object): Record<string, unknown>;
  /** The id of the lesson of a successful 单次排课 answer. */
  lessonId(res: LightMyRequestResponse): number;
  /** The teacher's campus's lesson hours. */
  balance(): Promise<number>;
  setBalance(hours: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The shipped app on a fresh database at SCHEDULE_NOW, cleared for scheduling tests: no lessons from
 * 2027-03 on (tests book there, away from the seeded term) and no schedule rules (tests set their own).
 */
export async function scheduleApp(): Promise<ScheduleFixture> {
  const t = await createTestApp({ now: () => SCHEDULE_NOW });
  const admin = await t.login();
  const editor = await t.login("editor");
  await t.sql.run("DELETE FROM lessons WHERE start_at >= '2027-03-01'");
  await t.sql.run("DELETE FROM res_schedule_rule");
  const teacher = (await t.sql.get<{ id: number; name: string; campus_id: number; subject_ids: string }>(
    `SELECT l.id, l.name, l.campus_id, l.subject_ids FROM res_lecturer l
     WHERE l.working_state = 1 AND (SELECT COUNT(*) FROM res_student s WHERE s.campus_id = l.campus_id) >= 3
     ORDER BY l.id LIMIT 1`,
  ))!;
  const subject = (JSON.parse(teacher.subject_ids) as number[])[0];
  const students = await t.sql.all<{ id: number; name: string }>(
    "SELECT id, name FROM res_student WHERE campus_id = ? ORDER BY id LIMIT 3",
    teacher.campus_id,
  );
  const inject = (method: Method, url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url, payload, headers: { code: token } });
  return {
    t,
    admin,
    editor,
    teacher: { id: teacher.id, name: teacher.name, campus_id: teacher.campus_id },
    subject,
    students,
    schedule: (method, url, payload, token) => inject(method, `/api/v1/schedule${url}`, payload, token),
    resource: (method, name, url = "", payload) => inject(method, `/api/v1/resources/${name}${url}`, payload),
    single: (over = {}) => ({
      teacher_id: teacher.id,
      student_id: students[0].id,
      subject_id: subject,
      date: "2027-03-01",
      time: "09:00",
      duration: 45,
      title: "函数的单调性",
      ...over,
    }),
    batch: (over = {}) => ({
      teacher_id: teacher.id,
      student_id: students[1].id,
      subject_id: subject,
      start_date: "2027-03-01",
      end_mode: "count",
      count: 4,
      repeat: "weekly",
      weekdays: [1, 3],
      time: "14:00",
      duration: 60,
      title: "寒假提高班",
      ...over,
    }),
    lessonId: (res) => body<{ lesson: { id: number } }>(res).data.lesson.id,
    balance: () => t.sql.value<number>("SELECT hours_balance FROM res_campus WHERE id = ?", teacher.campus_id),
    setBalance: async (hours) =>
      void (await t.sql.run("UPDATE res_campus SET hours_balance = ? WHERE id = ?", hours, teacher.campus_id)),
    close: () => t.close(),
  };
}
