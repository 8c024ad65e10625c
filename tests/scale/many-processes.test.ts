import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDatabase } from "../helpers/postgres.js";
import { startServer, stopServer, type ServerProcess } from "./processes.js";
import { multipart, pngOf } from "../helpers/multipart.js";

/**
 * Three real server processes on one PostgreSQL database, each with a data folder of its own and one
 * shared upload folder, requests spread over them: the invariants of the product hold across processes
 * because the database holds the locks (docs/architecture.md, issue 15).
 */
let servers: ServerProcess[] = [];
let database: Awaited<ReturnType<typeof createPgDatabase>>;
let client: pg.Client;
let uploads: string;
let token: string;

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

async function call<T = unknown>(
  server: ServerProcess,
  method: string,
  path: string,
  payload?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { code: token, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
const query = async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[];
/** How many of the servers' connections wait on a lock: a request held in the middle of its transaction. */
const waitingOnLocks = async () =>
  (
    await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = 'omo-admin' AND wait_event_type = 'Lock'`,
    )
  )[0].n;
/** The i-th request goes to the i-th process, round the three. */
const spread = <T>(n: number, fn: (server: ServerProcess, i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(servers[i % servers.length], i)));

beforeAll(async () => {
  database = await createPgDatabase();
  uploads = mkdtempSync(join(tmpdir(), "omo-shared-uploads-"));
  const env = { OMO_DATABASE_URL: database.url, OMO_UPLOAD_DIR: uploads };
  // All three at the same moment on an empty database: one migrates and seeds, the others wait for it.
  servers = await Promise.all([startServer(env), startServer(env), startServer(env)]);
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const login = await fetch(`${servers[0].url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  token = ((await login.json()) as Envelope<{ token: string }>).data.token;
  // Scheduling tests set their own rules: the seeded campus rules (hours, days ahead) are not the point here.
  await client.query("DELETE FROM res_schedule_rule");
}, 240_000);

afterAll(async () => {
  await client?.end();
  await Promise.all(servers.map(stopServer));
  await database?.drop();
  rmSync(uploads, { recursive: true, force: true });
}, 60_000);

describe("three processes on one PostgreSQL database", { timeout: 120_000 }, () => {
  it("started together, seeded the database once", async () => {
    const [{ n }] = await query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE username = 'admin'");
    expect(n).toBe(1);
    const [{ m }] = await query<{ m: number }>("SELECT count(*)::int AS m FROM migrations");
    expect(m).toBeGreaterThan(10);
    // A token from one process is good on every other: sessions live in the database.
    for (const s of servers) expect((await call(s, "GET", "/get_user_by_token")).body.code).toBe(200);
  });

  it("50 concurrent bookings of one teacher at one time: exactly one lesson, the rest the clash", async () => {
    const [teacher] = await query<{ id: number; campus_id: number; subject_ids: string }>(
      `SELECT l.id, l.campus_id, l.subject_ids FROM res_lecturer l
       WHERE l.working_state = 1 AND (SELECT count(*) FROM res_student s WHERE s.campus_id = l.campus_id) >= 5
       ORDER BY l.id LIMIT 1`,
    );
    expect(teacher).toBeDefined();
    const students = await query<{ id: number }>(
      "SELECT id FROM res_student WHERE campus_id = $1 ORDER BY id LIMIT 5",
      [teacher.campus_id],
    );
    await query("UPDATE res_campus SET hours_balance = 1000 WHERE id = $1", [teacher.campus_id]);
    const subject = (JSON.parse(teacher.subject_ids) as number[])[0];
    const answers = await spread(50, (s, i) =>
      call(s, "POST", "/v1/schedule/lessons", {
        teacher_id: teacher.id,
        // A handful of the campus's students, each asked for by several bookings: the teacher is the clash.
        student_id: students[i % students.length].id,
        subject_id: subject,
        date: "2030-03-04",
        time: "09:00",
        duration: 45,
        title: "并发排课",
      }),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok, JSON.stringify(answers.filter((a) => a.status !== 409).map((a) => a.body))).toHaveLength(1);
    // The teacher's clash (15033), or the student's (15032) for a student already booked by the winner.
    expect(answers.filter((a) => a.status === 409 && [15032, 15033].includes(a.body.code))).toHaveLength(49);
    const lessons = await query(
      "SELECT id FROM lessons WHERE teacher_id = $1 AND start_at LIKE '2030-03-04 09:00%' AND open_slot = 0",
      [teacher.id],
    );
    expect(lessons).toHaveLength(1);
  });

  it("50 concurrent 确认收款 of one order: the hours are added once", async () => {
    const [campus] = await query<{ id: number; hours_balance: number }>(
      "SELECT id, hours_balance FROM res_campus WHERE status = 1 ORDER BY id LIMIT 1",
    );
    // Made by another account than the one confirming (four eyes).
    const [{ id }] = await query<{ id: number }>(
      `INSERT INTO res_campus_order (order_no, campus_id, hours, unit_price, amount, pay_method, status, created_by, created_at, updated_at)
       VALUES ('KS203003040000000001', $1, 77, 10, 770, 1, 0, 'editor', now()::text, now()::text) RETURNING id`,
      [campus.id],
    );
    const answers = await spread(50, (s) =>
      call(s, "POST", `/v1/resources/campus-order/${id}/actions/confirm-payment`, {}),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const [after] = await query<{ hours_balance: number }>("SELECT hours_balance FROM res_campus WHERE id = $1", [
      campus.id,
    ]);
    expect(Number(after.hours_balance)).toBeCloseTo(Number(campus.hours_balance) + 77, 2);
  });

  it("concurrent 批量生成 on every process: every code unique, every batch number its own", async () => {
    // A kind, commodity and agent that go together: those of a seeded code.
    const [{ kind_id, commodity_id, agent_id }] = await query<{
      kind_id: number;
      commodity_id: number;
      agent_id: number;
    }>("SELECT kind_id, commodity_id, agent_id FROM res_activation_code ORDER BY id LIMIT 1");
    const answers = await spread(12, (s) =>
      call<{ batch_no: string }>(s, "POST", "/v1/resources/activation-code/actions/generate", {
        kind_id,
        commodity_id,
        agent_id,
        count: 200,
      }),
    );
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers[0].body),
    ).toEqual(Array(12).fill(200));
    const batches = new Set(answers.map((a) => a.body.data.batch_no));
    expect(batches.size).toBe(12);
    const [{ total, distinct }] = await query<{ total: number; distinct: number }>(
      "SELECT count(*)::int AS total, count(DISTINCT code)::int AS distinct FROM res_activation_code",
    );
    expect(distinct).toBe(total);
    for (const batch of batches) {
      const [{ n }] = await query<{ n: number }>(
        "SELECT count(*)::int AS n FROM res_activation_code WHERE batch_no = $1",
        [batch],
      );
      expect(n).toBe(200);
    }
  });

  it("a campus's 课时余额 never goes negative under concurrent bookings", async () => {
    const teachers = await query<{ id: number; campus_id: number; subject_ids: string }>(
      `SELECT id, campus_id, subject_ids FROM res_lecturer WHERE working_state = 1 AND campus_id =
         (SELECT campus_id FROM res_lecturer WHERE working_state = 1 GROUP BY campus_id ORDER BY count(*) DESC LIMIT 1)
       ORDER BY id LIMIT 6`,
    );
    const campus = teachers[0].campus_id;
    const students = await query<{ id: number }>(
      "SELECT id FROM res_student WHERE campus_id = $1 ORDER BY id LIMIT 6",
      [campus],
    );
    // Room for two lessons of an hour, six asked for at once, each by its own teacher and student.
    await query("UPDATE res_campus SET hours_balance = 2 WHERE id = $1", [campus]);
    const answers = await spread(teachers.length, (s, i) =>
      call(s, "POST", "/v1/schedule/lessons", {
        teacher_id: teachers[i].id,
        student_id: students[i].id,
        subject_id: (JSON.parse(teachers[i].subject_ids) as number[])[0],
        date: "2030-05-06",
        time: "10:00",
        duration: 60,
        title: "余额",
      }),
    );
    const [after] = await query<{ hours_balance: number }>("SELECT hours_balance FROM res_campus WHERE id = $1", [
      campus,
    ]);
    expect(Number(after.hours_balance)).toBeGreaterThanOrEqual(0);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(2);
  });

  it("a batch is all or nothing when its process is killed in the middle of it", async () => {
    const [teacher] = await query<{ id: number; campus_id: number; subject_ids: string }>(
      "SELECT id, campus_id, subject_ids FROM res_lecturer WHERE working_state = 1 ORDER BY id DESC LIMIT 1",
    );
    const [student] = await query<{ id: number }>(
      "SELECT id FROM res_student WHERE campus_id = $1 ORDER BY id LIMIT 1",
      [teacher.campus_id],
    );
    await query("UPDATE res_campus SET hours_balance = 1000 WHERE id = $1", [teacher.campus_id]);
    const batch = {
      teacher_id: teacher.id,
      student_id: student.id,
      subject_id: (JSON.parse(teacher.subject_ids) as number[])[0],
      start_date: "2031-03-03",
      end_mode: "count",
      count: 20,
      repeat: "weekly",
      weekdays: [1, 3, 5],
      time: "14:00",
      duration: 60,
      title: "中途被杀",
    };
    const lessonsOfBatch = async () =>
      (
        await query<{ n: number }>(
          "SELECT count(*)::int AS n FROM lessons WHERE teacher_id = $1 AND start_at >= '2031-03-03' AND open_slot = 0",
          [teacher.id],
        )
      )[0].n;
    // Hold the campus's row: the batch, inside its transaction, waits on it until its process is killed.
    const holder = new pg.Client({ connectionString: database.url });
    holder.on("error", () => undefined);
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("SELECT id FROM res_campus WHERE id = $1 FOR UPDATE", [teacher.campus_id]);
    const victim = servers[2];
    const pending = call(victim, "POST", "/v1/schedule/batch", batch).catch((err: Error) => err);
    // The batch's own connection is seen waiting on a lock: it is in the middle of its transaction.
    await expect
      .poll(waitingOnLocks, {
        timeout: 20_000,
        interval: 50,
        message: "the batch waits on the campus row, inside its transaction",
      })
      .toBe(1);
    victim.child.kill("SIGKILL");
    expect((await victim.exited).signal).toBe("SIGKILL");
    expect(await pending).toBeInstanceOf(Error);
    await holder.query("ROLLBACK");
    await holder.end();
    // The killed process's transaction is rolled back with its connection: none of the batch is there.
    await expect.poll(lessonsOfBatch, { timeout: 10_000 }).toBe(0);
    servers = servers.slice(0, 2);
    // The same batch on a live process books every lesson.
    const again = await call<{ count: number }>(servers[0], "POST", "/v1/schedule/batch", batch);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await lessonsOfBatch()).toBe(20);
  });

  it("what one process writes, the others read at once: lists, roles, uploads", async () => {
    const [a, b] = servers;
    const listed = async (s: ServerProcess) =>
      (await call<{ total: number }>(s, "GET", "/v1/resources/category?pageNo=1")).body.data.total;
    const before = await listed(b);
    const made = await call(a, "POST", "/v1/resources/category", { code: "xk", name: "跨进程分类", sort: 1 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // The count another process cached is not stale.
    expect(await listed(b)).toBe(before + 1);

    // An image uploaded through one process is served by the other (the shared upload folder).
    const form = multipart("a.png", pngOf(120));
    const up = await fetch(`${a.url}/api/v1/files`, {
      method: "POST",
      headers: { code: token, ...form.headers },
      body: form.payload,
    });
    const url = ((await up.json()) as Envelope<{ url: string }>).data.url;
    expect(url).toMatch(/^\/uploads\//);
    expect((await fetch(`${b.url}${url}`)).status).toBe(200);
  });

  it("SIGTERM: the requests in flight are answered, then the process ends", async () => {
    const server = servers[1];
    const [{ id }] = await query<{ id: number }>("SELECT id FROM res_category ORDER BY id LIMIT 1");
    // Hold the row the requests write: they are in flight, each inside its transaction, when the stop comes.
    const holder = new pg.Client({ connectionString: database.url });
    holder.on("error", () => undefined);
    await holder.connect();
    await holder.query("BEGIN");
    await holder.query("SELECT id FROM res_category WHERE id = $1 FOR UPDATE", [id]);
    const inFlight = Array.from({ length: 4 }, (_, i) =>
      call(server, "PUT", `/v1/resources/category/${id}`, { sort: i + 2 }),
    );
    await expect.poll(waitingOnLocks, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(1);
    server.child.kill("SIGTERM");
    // Stopping: it takes no new connection...
    await expect
      .poll(
        () =>
          fetch(`${server.url}/api/health`).then(
            () => "open",
            () => "closed",
          ),
        { timeout: 10_000, interval: 50 },
      )
      .toBe("closed");
    // ...and answers the ones it has once their rows are free.
    await holder.query("ROLLBACK");
    await holder.end();
    expect((await Promise.all(inFlight)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await server.exited).code).toBe(0);
    servers = servers.filter((s) => s !== server);
  });
});
