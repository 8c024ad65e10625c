import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { localMoment } from "../../mock-server/clock.js";
import { localize, type Localized } from "../../src/common/i18n.js";
import { shippedParts } from "../helpers/parts.js";

/** The shipped read-only lists over views (操作日志, 请假冲突) on a seeded database. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token = admin) =>
  t.app.inject({ method: "GET", url: `/api/v1/resources/${url}`, headers: { code: token } });

type Row = Record<string, unknown> & { id: number; _labels: Record<string, string | null> };
type Leave = { id: number; teacher_id: number; start_at: string; end_at: string; reason: string };

const pad = (n: number) => String(n).padStart(2, "0");
const plus = (moment: string, minutes: number) => {
  const d = new Date(`${moment.replace(" ", "T")}:00Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 16)}`;
};

/** The first 30-minute lesson time of the school day (08:30–18:30), after `now`, that lies wholly inside the leave. */
function inside(leave: Leave, now: string): { date: string; time: string } {
  for (
    let day = leave.start_at.slice(0, 10);
    day <= leave.end_at.slice(0, 10);
    day = plus(`${day} 00:00`, 1440).slice(0, 10)
  ) {
    for (let m = 8 * 60 + 30; m + 30 <= 18 * 60 + 30; m += 15) {
      const start = `${day} ${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
      if (start >= leave.start_at && start > now && plus(start, 30) <= leave.end_at)
        return { date: day, time: start.slice(11) };
    }
  }
  throw new Error(`no lesson time inside leave ${leave.id}`);
}

describe("请假冲突 (leave-conflict)", () => {
  it("lists a lesson placed inside a seeded leave, with the leave, the open conflict and the way to it", async () => {
    // A leave still to come: a lesson cannot be placed in the past.
    const now = localMoment(Date.now() + 60 * 60_000);
    const leave = (await t.sql.get<Leave>(
      "SELECT * FROM teacher_leaves WHERE end_at > ? ORDER BY start_at, id LIMIT 1",
      plus(now, 60),
    ))!;
    expect(leave, "the seed files leaves").toBeDefined();
    const teacher = (await t.sql.get<{ id: number; name: string; campus_id: number; subject_ids: string }>(
      "SELECT id, name, campus_id, subject_ids FROM res_lecturer WHERE id = ?",
      leave.teacher_id,
    ))!;
    const student = (await t.sql.get<{ id: number; name: string }>(
      "SELECT id, name FROM res_student WHERE campus_id = ? AND (disabled IS NULL OR disabled = 0) ORDER BY id LIMIT 1",
      teacher.campus_id,
    ))!;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/schedule/lessons",
      headers: { code: admin },
      payload: {
        teacher_id: teacher.id,
        student_id: student.id,
        subject_id: (JSON.parse(teacher.subject_ids) as number[])[0],
        ...inside(leave, now),
        duration: 30,
        title: "请假期间的课",
        accept_conflicts: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lesson = body<{ lesson: { id: number; date: string; time: string } }>(res).data.lesson;

    const page = await get(`leave-conflict?teacher_id=${teacher.id}&pageSize=100`);
    expect(page.statusCode, page.body).toBe(200);
    const row = body<{ list: Row[] }>(page).data.list.find((r) => r.id === lesson.id);
    expect(row).toMatchObject({
      teacher_id: teacher.id,
      student_id: student.id,
      campus_id: teacher.campus_id,
      start_at: `${lesson.date} ${lesson.time}:00`,
      duration: 30,
      status: 1,
      leave_start: `${leave.start_at}:00`,
      leave_end: `${leave.end_at}:00`,
      leave_reason: leave.reason,
      open_conflict: true,
      handle_url: `/educational-administration/course-conflict?campus_id=${teacher.campus_id}`,
    });
    expect(row!._labels).toMatchObject({ teacher_id: teacher.name, student_id: student.name });
  });

  it("shows nothing but lessons inside leaves, and no write routes", async () => {
    const { list } = body<{ list: Row[] }>(await get("leave-conflict?pageSize=100")).data;
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      expect(String(r.start_at) < String(r.leave_end), `lesson ${r.id}`).toBe(true);
      expect(String(r.start_at) >= String(r.leave_start).slice(0, 10), `lesson ${r.id}`).toBe(true);
    }
    const post = await t.app.inject({
      method: "POST",
      url: "/api/v1/resources/leave-conflict",
      headers: { code: admin },
    });
    expect(post.statusCode).toBe(404);
  });
});

/** The string literals an `audit(request, <action>, …)` call passes as its action, in every server file. */
function auditedActions(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...auditedActions(path));
    else if (entry.name.endsWith(".ts")) {
      const text = readFileSync(path, "utf8");
      for (const m of text.matchAll(/audit\(\s*request,\s*((?:[^,()]|\([^()]*\))+),/g)) {
        found.push(...[...m[1].matchAll(/"([^"]+)"/g)].map((s) => s[1]));
      }
    }
  }
  return found;
}

describe("操作日志 (operation-log)", () => {
  it("offers every action the server writes to the log as a choice of its 操作 filter", () => {
    const { resources } = loadConfig("config", shippedParts);
    const options = (resources["operation-log"].record.properties.action.options ?? []).map((o) => o.value);
    const custom = Object.values(resources).flatMap((r) =>
      // The log names an action by its Chinese label.
      ((r.list.actions as { custom?: { label: Localized }[] } | undefined)?.custom ?? []).map((a) => localize(a.label)),
    );
    const written = [...new Set([...auditedActions("mock-server"), ...auditedActions("modules"), ...custom])];
    expect(written).toEqual(expect.arrayContaining(["登录", "新增", "修改", "删除", "单次排课"]));
    expect(written.filter((action) => !options.includes(action))).toEqual([]);
  });

  it("shows the editor nothing (403) and the admin the editor's sign-in", async () => {
    const editor = await t.login("editor");
    expect((await get("operation-log", editor)).statusCode).toBe(403);
    const { list } = body<{ list: Row[] }>(await get("operation-log?username=editor&action=登录")).data;
    expect(list[0]).toMatchObject({ username: "editor", action: "登录", target: "editor" });
  });
});
