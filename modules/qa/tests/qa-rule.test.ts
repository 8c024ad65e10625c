import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../../../tests/helpers/test-app.js";
import { shippedApp, type Row, type ShippedApp } from "../../../tests/helpers/shipped-app.js";

/** 答疑规则设置 (modules/qa/config/resources/qa-rule.json) and the check that applies it (GET /api/v1/qa_rule_check). */
let t: ShippedApp;
let subjects: Map<string, number>;
let lecturers: Row[];
let rules: Row[];
beforeAll(async () => {
  t = await shippedApp();
  const options = await t.ok<{ list: { id: number; label: string }[] }>("GET", "/v1/category_list_class?code=xk");
  subjects = new Map(options.list.map((s) => [s.label, s.id]));
  lecturers = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/lecturer?pageSize=100")).list;
  rules = (await t.ok<{ list: Row[] }>("GET", "/v1/resources/qa-rule?pageSize=100")).list;
}, 60_000);
afterAll(() => t.close());

const base = "/v1/resources/qa-rule";
const ruleOf = (subject: string) => rules.find((r) => r.subject_id === subjects.get(subject))!;
const lecturer = (id: unknown) => lecturers.find((l) => l.id === id)!;
const rule = (extra: Record<string, unknown> = {}) => ({
  name: "编程直播答疑",
  weekdays: [1, 2, 3, 4, 5],
  start_time: "18:00",
  end_time: "21:00",
  max_queue: 20,
  daily_question_limit: 3,
  teacher_ids: [lecturers[0].id],
  ...extra,
});

/** Answers of the check, as [HTTP status, code] and the message on the refused parameter. */
async function check(query: Record<string, string | number>, token: string | null = t.admin) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await t.call("GET", `/v1/qa_rule_check?${qs}`, undefined, token);
  const b = body<Record<string, unknown> & { errors?: Record<string, string> }>(res);
  return { status: [res.statusCode, b.code], data: b.data, message: b.message };
}

describe("the seeded rules", () => {
  it("are one per subject, named after it, answered by lecturers in post who teach it", () => {
    expect(rules).toHaveLength(subjects.size);
    for (const [name, id] of subjects) {
      const r = ruleOf(name);
      expect(r.name).toBe(`${name}直播答疑`);
      expect(r._labels?.subject_id).toBe(name);
      const teachers = (r.teacher_ids as number[]).map(lecturer);
      expect(r._labels?.teacher_ids).toEqual(teachers.map((l) => l.name));
      expect(teachers.length).toBeGreaterThanOrEqual(2);
      for (const l of teachers) {
        expect(l.subject_ids).toContain(id);
        expect(l.working_state).toBe(1);
      }
      expect(String(r.end_time) > String(r.start_time)).toBe(true);
    }
    expect(rules.filter((r) => !r.enabled).map((r) => r._labels?.subject_id)).toEqual(["政治"]);
  });

  it("filter by teacher and weekday", async () => {
    const someone = (ruleOf("数学").teacher_ids as number[])[0];
    const theirs = await t.ok<{ list: Row[] }>("GET", `${base}?teacher_ids[]=${someone}`);
    expect(theirs.list.map((r) => r.name)).toContain("数学直播答疑");
    const sunday = await t.ok<{ list: Row[] }>("GET", `${base}?weekdays[]=7&pageSize=100`);
    expect(sunday.list.map((r) => r.name).sort()).toEqual(["数学直播答疑", "英语直播答疑", "语文直播答疑"].sort());
  });
});

describe("writing rules", () => {
  it("refuses bad rules with the form's Chinese messages", async () => {
    expect(await t.errors("POST", base, {})).toEqual({
      name: "请输入规则名称",
      subject_id: "请选择学科",
      weekdays: "请选择答疑日",
      start_time: "请选择开始时间",
      end_time: "请选择结束时间",
      teacher_ids: "请选择答疑教师",
    });
    expect(
      await t.errors(
        "POST",
        base,
        rule({
          subject_id: subjects.get("数学"),
          weekdays: [0, 8],
          start_time: "07:30",
          end_time: "21:15",
          max_queue: 201,
          daily_question_limit: 0,
          teacher_ids: [],
        }),
      ),
    ).toEqual({
      weekdays: "答疑日应为周一至周日",
      start_time: "开始时间应在08:00至22:00之间，以30分钟为单位",
      end_time: "结束时间应在08:00至22:00之间，以30分钟为单位",
      max_queue: "最大排队人数不能超过200",
      daily_question_limit: "每生每日至少可提问1次",
      teacher_ids: "请至少选择一位答疑教师",
    });
    expect(
      await t.errors("POST", base, rule({ subject_id: subjects.get("数学"), max_queue: 0, weekdays: [] })),
    ).toEqual({
      max_queue: "最大排队人数至少为1",
      weekdays: "请至少选择一个答疑日",
    });
    // One rule per subject; the subject must be a subject (code xk) and the teachers must exist and teach it.
    const math = { subject_id: subjects.get("数学"), teacher_ids: ruleOf("数学").teacher_ids };
    expect(await t.errors("POST", base, rule(math))).toEqual({
      subject_id: "该学科已有答疑规则，请编辑原规则",
    });
    const notMath = lecturers.find((l) => !(l.subject_ids as number[]).includes(subjects.get("数学")!))!;
    expect(await t.errors("PUT", `${base}/${ruleOf("数学").id}`, { teacher_ids: [notMath.id] })).toEqual({
      teacher_ids: "所选答疑教师与学科不符",
    });
    const textbook = (await t.ok<{ list: { id: number }[] }>("GET", "/v1/category_list_class?code=jc")).list[0].id;
    expect(await t.errors("POST", base, rule({ subject_id: textbook, teacher_ids: [99999] }))).toEqual({
      subject_id: "所选学科不存在",
      teacher_ids: "所选答疑教师不存在",
    });
  });

  it("creates, edits and (as admin only) deletes a rule for a new subject", async () => {
    const subject = await t.ok<Row>("POST", "/v1/resources/category", { code: "xk", name: "编程" });
    // A teacher of the new subject (one of two subjects: the rule of its own below takes those of one).
    const teacher = lecturers.find((l) => (l.subject_ids as number[]).length === 2)!;
    const taught = { subject_ids: [...(teacher.subject_ids as number[]), subject.id] };
    await t.ok("PUT", `/v1/resources/lecturer/${teacher.id}`, taught);
    const made = await t.ok<Row>("POST", base, rule({ subject_id: subject.id, teacher_ids: [teacher.id] }), t.editor);
    expect(made).toMatchObject({ enabled: true, start_time: "18:00", weekdays: [1, 2, 3, 4, 5] });
    expect(made._labels?.subject_id).toBe("编程");
    const edited = await t.ok<Row>("PUT", `${base}/${made.id}`, { weekdays: [6, 7], end_time: "22:00" }, t.editor);
    expect(edited).toMatchObject({ weekdays: [6, 7], start_time: "18:00", end_time: "22:00" });
    const refused = await t.call("DELETE", `${base}/${made.id}`, undefined, t.editor);
    expect([refused.statusCode, body(refused).code]).toEqual([403, 403]);
    await t.ok("DELETE", `${base}/${made.id}`);
    expect((await t.call("GET", `${base}/${made.id}`)).statusCode).toBe(404);
  });
});

describe("GET /api/v1/qa_rule_check", () => {
  /** 数学: every day 08:30–21:30, as seeded. */
  const math = () => ({ subject_id: subjects.get("数学")!, teacher_id: (ruleOf("数学").teacher_ids as number[])[0] });

  it("lets a question through inside the rule's days and hours, with room left in the queue", async () => {
    const r = ruleOf("数学");
    const ok = await check({ ...math(), at: "2026-11-23T19:30:00+08:00", queue: Number(r.max_queue) - 1 });
    expect(ok.status).toEqual([200, 200]);
    expect(ok.data).toEqual({
      rule_id: r.id,
      rule: "数学直播答疑",
      subject_id: subjects.get("数学"),
      subject: "数学",
      teacher_id: math().teacher_id,
      teacher: lecturer(math().teacher_id).name,
      at: "2026-11-23 19:30",
      closes_at: "21:30",
      queue_left: 1,
      questions_left: null,
    });
    // The same moment in UTC, and Shanghai wall-clock time without a zone; the start is included.
    expect((await check({ ...math(), at: "2026-11-23T11:30:00Z" })).data).toMatchObject({ at: "2026-11-23 19:30" });
    expect((await check({ ...math(), at: "2026-11-23 08:30" })).status).toEqual([200, 200]);
    // An editor (READ) may ask too.
    expect((await check({ ...math(), at: "2026-11-23T13:00:00Z" }, t.editor)).status).toEqual([200, 200]);
  });

  it("26008 outside the permitted hours (Asia/Shanghai) or weekdays", async () => {
    for (const at of ["2026-11-23T21:30", "2026-11-23 08:29", "2026-11-23T22:00:00Z", "2026-11-23T00:15:00.000Z"]) {
      const late = await check({ ...math(), at });
      expect(late.status, at).toEqual([400, 26008]);
      expect(late.data.errors).toEqual({
        at: "数学答疑开放时间为周一、周二、周三、周四、周五、周六、周日 08:30–21:30",
      });
    }
    const history = { subject_id: subjects.get("历史")!, teacher_id: (ruleOf("历史").teacher_ids as number[])[0] };
    expect((await check({ ...history, at: "2026-11-23T19:30:00+08:00" })).status).toEqual([200, 200]); // Monday
    const tuesday = await check({ ...history, at: "2026-11-24T19:30:00+08:00" });
    expect(tuesday.status).toEqual([400, 26008]);
    expect(tuesday.message).toBe("历史答疑开放时间为周一、周三、周五 19:00–21:00");
  });

  it("26019 without a rule for the subject, or with a disabled one", async () => {
    const politics = { subject_id: subjects.get("政治")!, teacher_id: (ruleOf("政治").teacher_ids as number[])[0] };
    const disabled = await check({ ...politics, at: "2026-11-24T19:30:00+08:00" });
    expect(disabled.status).toEqual([400, 26019]);
    expect(disabled.data.errors).toEqual({ subject_id: "学科「政治」的答疑规则已停用" });
    const subject = await t.ok<Row>("POST", "/v1/resources/category", { code: "xk", name: "书法" });
    const none = await check({ subject_id: subject.id, teacher_id: math().teacher_id });
    expect(none.status).toEqual([404, 26019]);
    expect(none.data.errors).toEqual({ subject_id: "学科「书法」没有设置答疑规则" });
  });

  describe("on a rule of its own", () => {
    /**
     * A new subject, taught by A and C; the rule lets A and B answer, and queues at most 2. B taught it
     * when the rule was made (the server keeps a rule's teachers to those of its subject) and no longer does.
     */
    let subject: number;
    let ruleId: number;
    let [a, b, c]: Row[] = [];
    beforeAll(async () => {
      subject = (await t.ok<Row>("POST", "/v1/resources/category", { code: "xk", name: "信息技术" })).id;
      const single = lecturers.filter((l) => (l.subject_ids as number[]).length === 1);
      [a, b, c] = single;
      for (const l of [a, b, c]) {
        await t.ok("PUT", `/v1/resources/lecturer/${l.id}`, { subject_ids: [...(l.subject_ids as number[]), subject] });
      }
      const made = await t.ok<Row>(
        "POST",
        base,
        rule({
          name: "信息技术答疑",
          subject_id: subject,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          start_time: "08:00",
          end_time: "22:00",
          max_queue: 2,
          daily_question_limit: 3,
          teacher_ids: [a.id, b.id],
        }),
      );
      ruleId = made.id;
      await t.ok("PUT", `/v1/resources/lecturer/${b.id}`, { subject_ids: b.subject_ids });
    });
    const at = "2026-11-25T20:00:00+08:00";

    it("26001 for a teacher of the subject the rule does not name", async () => {
      const res = await check({ subject_id: subject, teacher_id: c.id, at });
      expect(res.status).toEqual([400, 26001]);
      expect(res.data.errors).toEqual({ teacher_id: `讲师「${c.name}」不是信息技术的答疑教师` });
    });

    it("26002 for a teacher the rule names who does not teach the subject", async () => {
      const res = await check({ subject_id: subject, teacher_id: b.id, at });
      expect(res.status).toEqual([400, 26002]);
      expect(res.data.errors).toEqual({ teacher_id: `讲师「${b.name}」不教授信息技术` });
    });

    it("26009 when the queue is full, 26014 when the student has used the day's questions", async () => {
      expect((await check({ subject_id: subject, teacher_id: a.id, at, queue: 1 })).data).toMatchObject({
        queue_left: 1,
      });
      const full = await check({ subject_id: subject, teacher_id: a.id, at, queue: 2 });
      expect(full.status).toEqual([400, 26009]);
      expect(full.data.errors).toEqual({ queue: "信息技术答疑队列已满（最多2人），请稍后再试" });
      expect((await check({ subject_id: subject, teacher_id: a.id, at, asked: 2 })).data).toMatchObject({
        questions_left: 1,
      });
      const spent = await check({ subject_id: subject, teacher_id: a.id, at, asked: 3 });
      expect(spent.status).toEqual([400, 26014]);
    });

    it("follows edits of the rule: an end not after the start opens nothing, a disabled rule refuses", async () => {
      // The record refuses such an end (record.compare); a row stored before that rule still opens nothing.
      expect(await t.errors("PUT", `${base}/${ruleId}`, { end_time: "08:00" })).toEqual({
        end_time: "结束时间须晚于开始时间",
      });
      await t.sql.run(`UPDATE res_qa_rule SET end_time = '08:00' WHERE id = ?`, ruleId);
      const closed = await check({ subject_id: subject, teacher_id: a.id, at });
      expect(closed.status).toEqual([400, 26008]);
      expect(closed.message).toBe("「信息技术答疑」的结束时间不晚于开始时间，暂不开放答疑");
      await t.ok("PUT", `${base}/${ruleId}`, { end_time: "22:00", enabled: false }, t.editor);
      expect((await check({ subject_id: subject, teacher_id: a.id, at })).status).toEqual([400, 26019]);
      await t.ok("PUT", `${base}/${ruleId}`, { enabled: true }, t.editor);
      expect((await check({ subject_id: subject, teacher_id: a.id, at })).status).toEqual([200, 200]);
    });
  });

  it("11002 for an unknown teacher, 10001 for bad parameters, 401 without a token", async () => {
    const unknown = await check({ subject_id: subjects.get("数学")!, teacher_id: 99999, at: "2026-11-23T19:30" });
    expect(unknown.status).toEqual([404, 11002]);
    const bad = async (query: Record<string, string | number>) => {
      const res = await check(query);
      expect(res.status, JSON.stringify(query)).toEqual([400, 10001]);
      return res.data.errors;
    };
    expect(await bad({ subject_id: subjects.get("数学")! })).toEqual({ teacher_id: "请指定讲师 teacher_id" });
    expect(await bad({ ...math(), at: "昨天晚上" })).toEqual({
      at: "时间应为ISO日期时间，如 2026-11-23T19:30:00+08:00",
    });
    expect(await bad({ ...math(), at: "2026-02-30T19:30" })).toEqual({
      at: "时间应为ISO日期时间，如 2026-11-23T19:30:00+08:00",
    });
    expect(await bad({ ...math(), queue: -1 })).toEqual({ queue: "当前排队人数应为0到100000之间的整数" });
    expect(await bad({ ...math(), subject_id: "数学" })).toEqual({ subject_id: "学科ID应为正整数" });
    expect(await bad({ ...math(), student: 1 })).toEqual({ student: "不支持的查询参数" });
    expect((await check(math(), null)).status).toEqual([401, 401]);
  });
});
