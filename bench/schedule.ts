import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildApp } from "../mock-server/app.js";
import { localMoment } from "../mock-server/clock.js";
import type { DB } from "../mock-server/plugins/database.js";
import type { LessonRow } from "../modules/scheduling/server/lessons.js";
import { addDays, addMinutes, weekRange, weekdayOf } from "../modules/scheduling/common/index.js";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The issue's budget: a week of 2 000 lessons answers in at most 150 KB of JSON. */
const WEEK_LESSONS = 2000;
const WEEK_BUDGET = 150 * 1024;

/**
 * Fills the week of `monday` at the first campus up to `target` lessons: the campus's lessons of the
 * whole term (its teachers and students) copied to that week's days and times, so the answer names
 * as many people as a busy campus's week would. A fixed pseudo-random sequence: every run measures the same week.
 */
export function fillWeek(db: DB, monday: string, target: number): { campus: number; lessons: number } {
  const campus = (
    db.prepare("SELECT id FROM res_campus WHERE status IS NULL OR status <> 0 ORDER BY id LIMIT 1").get() as {
      id: number;
    }
  ).id;
  const from = `${monday} 00:00`;
  const to = `${addDays(monday, 7)} 00:00`;
  const count = () =>
    (
      db
        .prepare("SELECT COUNT(*) AS n FROM lessons WHERE campus_id = ? AND start_at >= ? AND start_at < ?")
        .get(campus, from, to) as { n: number }
    ).n;
  const term = db.prepare("SELECT * FROM lessons WHERE campus_id = ? ORDER BY id").all(campus) as LessonRow[];
  const insert = db.prepare(
    `INSERT INTO lessons (campus_id, teacher_id, student_id, subject_id, start_at, end_at, duration, title, remark, open_slot, batch_id)
     VALUES (@campus_id, @teacher_id, @student_id, @subject_id, @start_at, @end_at, @duration, @title, @remark, @open_slot, @batch_id)`,
  );
  let state = 20261123;
  const random = (n: number) => (state = (state * 48271) % 2147483647) % n;
  const missing = target - count();
  db.transaction(() => {
    for (let i = 0; i < missing; i++) {
      const row = term[i % term.length];
      const start_at = addMinutes(`${addDays(monday, random(7))} 08:30`, 15 * random((600 - row.duration) / 15 + 1));
      insert.run({ ...row, start_at, end_at: addMinutes(start_at, row.duration) });
    }
  })();
  return { campus, lessons: count() };
}

/**
 * The scheduling API on the seeded term (about 3 000 lessons): a month's timetable, a week's, and
 * the preview of a term's batch (about 40 lessons checked for clashes), each answered in process;
 * then a week of one campus filled to 2 000 lessons: its answer's JSON bytes (budget 150 KB) and time.
 */
export async function benchSchedule(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-schedule-"));
  const app = await buildApp({ dataDir, uiDir: false });
  await app.ready();
  try {
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "admin", password: "admin123" },
    });
    const headers = { code: login.json().data.token as string };
    const lessons = (app.db.prepare("SELECT COUNT(*) AS n FROM lessons").get() as { n: number }).n;
    const today = localMoment(Date.now()).slice(0, 10);
    const time = async (method: "GET" | "POST", url: string, payload?: object, runs = 50) => {
      const times: number[] = [];
      let code = 0;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method, url, headers, payload });
        times.push(performance.now() - t0);
        code = res.json().code;
      }
      return `median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (${runs} runs, code ${code})`;
    };
    const teacher = app.db
      .prepare(
        `SELECT l.teacher_id AS id, MIN(l.student_id) AS student, MIN(l.subject_id) AS subject
         FROM lessons l WHERE l.open_slot = 0 GROUP BY l.teacher_id ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      .get() as { id: number; student: number; subject: number };
    // Measured through to its clashes: a campus's schedule rule (months, lessons a day) would refuse it early.
    app.db.prepare("DELETE FROM res_schedule_rule").run();
    const monday = addDays(today, 8 - weekdayOf(today));
    const batch = {
      teacher_id: teacher.id,
      student_id: teacher.student,
      subject_id: teacher.subject,
      start_date: monday,
      end_mode: "count",
      count: 40,
      repeat: "weekly",
      weekdays: [2, 4, 6],
      time: "16:00",
      duration: 60,
      title: "期末冲刺",
    };
    console.log(`schedule (${lessons} lessons seeded):`);
    console.log(
      `  GET timetable, month:           ${await time("GET", `/api/v1/schedule/timetable?mode=month&date=${today}`)}`,
    );
    console.log(`  GET timetable, week:            ${await time("GET", `/api/v1/schedule/timetable?date=${today}`)}`);
    console.log(`  POST batch/preview, 40 lessons: ${await time("POST", "/api/v1/schedule/batch/preview", batch)}`);

    // A busy campus's week: the answer's weight in JSON bytes, and its time.
    const busyWeek = weekRange(addDays(today, 21)).start;
    const filled = fillWeek(app.db, busyWeek, WEEK_LESSONS);
    const weekUrl = `/api/v1/schedule/timetable?date=${busyWeek}`;
    const weigh = async (url: string) => {
      const res = await app.inject({ method: "GET", url, headers });
      const data = res.json().data as { total: number; campus_id: number | null };
      return { bytes: Buffer.byteLength(res.body), total: data.total, campus: data.campus_id };
    };
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const one = await weigh(weekUrl);
    const all = await weigh(`${weekUrl}&all_campuses=true`);
    console.log(
      `  GET timetable, week of ${one.total} lessons (campus ${one.campus}, the default; budget ${kb(WEEK_BUDGET)}): ` +
        `${kb(one.bytes)} JSON${one.bytes > WEEK_BUDGET ? " OVER BUDGET" : ""}, ${await time("GET", weekUrl, undefined, 20)}`,
    );
    console.log(
      `  GET timetable, that week on all campuses (${all.total} lessons): ${kb(all.bytes)} JSON, ` +
        `${await time("GET", `${weekUrl}&all_campuses=true`, undefined, 20)}`,
    );
    if (filled.lessons < WEEK_LESSONS) console.log(`  (the campus's week holds only ${filled.lessons} lessons)`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void benchSchedule();
