import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../mock-server/app.js";
import { localMoment } from "../mock-server/modules/schedule/clock.js";
import { addDays, weekdayOf } from "../src/common/schedule/index.js";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The scheduling API on the seeded term (about 3 000 lessons): a month's timetable, a week's, and
 * the preview of a term's batch (about 40 lessons checked for clashes), each answered in process.
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
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
