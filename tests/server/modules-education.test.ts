import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body } from "../helpers/test-app.js";
import { educationApp, type EducationApp } from "../helpers/education-app.js";

/**
 * 直播课, 课程取消, 校区申诉, 主任管理 and 福利赠送管理: pages made of a config file, a seed generator
 * and a route. Each answers its seeded rows with the labels of what they point to, refuses bad input
 * with the messages its config gives, saves, changes and deletes, and keeps deleting from the editor.
 */

type Row = Record<string, unknown> & { id: number; _labels?: Record<string, unknown> };
type Values = Record<string, unknown>;

let t: EducationApp;
/** Rows the valid bodies point to: a lecturer in post at an open campus, a subject of theirs, a student there, a commodity. */
let ref: {
  campus: number;
  lecturer: number;
  lecturerName: string;
  subject: number;
  student: number;
  commodity: number;
};

beforeAll(async () => {
  t = await educationApp();
  const [lecturer] = await t.sql.all<{ id: number; name: string; campus_id: number; subject_ids: string }>(
    `SELECT l.id, l.name, l.campus_id, l.subject_ids FROM res_lecturer l JOIN res_campus c ON c.id = l.campus_id
     WHERE l.working_state = 1 AND c.status = 1 AND EXISTS (SELECT 1 FROM res_student s WHERE s.campus_id = c.id)
     ORDER BY l.id LIMIT 1`,
  );
  const [student] = await t.sql.all<{ id: number }>(
    "SELECT id FROM res_student WHERE campus_id = ? LIMIT 1",
    lecturer.campus_id,
  );
  const [commodity] = await t.sql.all<{ id: number }>(
    "SELECT id FROM res_commodity WHERE status = 1 ORDER BY id LIMIT 1",
  );
  ref = {
    campus: lecturer.campus_id,
    lecturer: lecturer.id,
    lecturerName: lecturer.name,
    subject: (JSON.parse(lecturer.subject_ids) as number[])[0],
    student: student.id,
    commodity: commodity.id,
  };
  // Seeding every page these point to takes a few seconds on a busy machine.
}, 60_000);
afterAll(() => t.close());

/** An 18-character ID with its MOD 11-2 check character, from the first 17. */
function idCard(head: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(head[i]), 0);
  return head + "10X98765432"[sum % 11];
}

async function errorsOf(res: Awaited<ReturnType<EducationApp["call"]>>): Promise<Record<string, string>> {
  expect(res.statusCode, res.body).toBe(400);
  expect(body(res).code).toBe(10001);
  return body<{ errors: Record<string, string> }>(res).data.errors;
}
const createErrors = async (name: string, payload: Values) =>
  errorsOf(await t.call("POST", `/v1/resources/${name}`, payload));

interface Case {
  name: string;
  /** Relation fields every seeded row fills, with the resource they point to. */
  relations: Record<string, string>;
  /** Fewest seeded rows. */
  seeded: number;
  valid: () => Values;
  change: () => Values;
  bad: () => Values;
  badErrors: Record<string, string>;
}

const CASES: Case[] = [
  {
    name: "live-lesson",
    relations: { subject_id: "category", campus_id: "campus", lecturer_id: "lecturer" },
    seeded: 100,
    valid: () => ({
      title: "高三数学 圆锥曲线综合 专题精讲",
      subject_id: ref.subject,
      grade: 12,
      campus_id: ref.campus,
      lecturer_id: ref.lecturer,
      start_at: "2026-12-05 19:00:00",
      duration: 90,
      max_seats: 200,
      description: "精讲圆锥曲线中的定点定值问题",
    }),
    change: () => ({ status: 0, enrolled_count: 12 }),
    bad: () => ({
      title: "直播",
      grade: 13,
      start_at: "2026-13-01 19:00",
      duration: 50,
      max_seats: 0,
      enrolled_count: -1,
      status: 9,
      subject_id: ref.subject,
    }),
    badErrors: {
      title: "课程标题至少4个字符，如：高一数学 函数的单调性",
      grade: "请选择有效的年级",
      campus_id: "请选择开课校区",
      lecturer_id: "请选择主讲讲师",
      start_at: "开课时间应为日期时间，如 2026-12-05 19:00:00",
      duration: "时长只能是30、45、60、90或120分钟",
      max_seats: "人数上限至少为1人",
      enrolled_count: "已报名人数不能为负数",
      status: "请选择有效的状态",
    },
  },
  {
    name: "course-cancellation",
    relations: { campus_id: "campus", student_id: "student", lecturer_id: "lecturer", subject_id: "category" },
    seeded: 100,
    valid: () => ({
      lesson_title: "高二物理 电磁感应 一对一",
      campus_id: ref.campus,
      student_id: ref.student,
      lecturer_id: ref.lecturer,
      subject_id: ref.subject,
      lesson_at: "2026-11-28 10:00:00",
      reason: 1,
      reason_detail: "孩子发烧，医生建议在家休息",
      requested_by: 2,
    }),
    change: () => ({ status: 1, handler: "王晓梅", handled_at: "2026-11-24 09:12:00", remark: "已同意，课时不扣除" }),
    bad: () => ({
      lesson_title: "",
      lesson_at: "明天上午",
      reason: 5,
      reason_detail: "请假",
      requested_by: 0,
      status: 3,
      handler: "T",
    }),
    badErrors: {
      lesson_title: "请输入课程名称",
      campus_id: "请选择所属校区",
      student_id: "请选择学员",
      lecturer_id: "请选择授课讲师",
      subject_id: "请选择学科",
      lesson_at: "上课时间应为日期时间，格式YYYY-MM-DD HH:mm:ss",
      reason: "请选择有效的取消原因",
      reason_detail: "原因说明至少4个字，请写清楚具体情况",
      requested_by: "请选择有效的申请方",
      status: "请选择有效的处理状态",
      handler: "请输入2-30个字符的姓名（可含空格和·）",
    },
  },
  {
    name: "campus-appeal",
    relations: { campus_id: "campus" },
    seeded: 40,
    valid: () => ({
      campus_id: ref.campus,
      type: 2,
      title: "学员申请退费",
      content: "家长因工作调动搬离本市，申请退还剩余12课时的费用。",
      contact_name: "李建国",
      contact_phone: "13912345678",
      priority: 2,
    }),
    change: () => ({ status: 2, reply: "退费已审批通过，款项7个工作日内退回。", replied_at: "2026-11-24 15:00:00" }),
    bad: () => ({
      type: 6,
      title: "投诉",
      content: "太慢了",
      contact_name: "Tom#",
      contact_phone: "1234567",
      priority: 3,
      status: 4,
      replied_at: "2026-11-31 10:00:00",
    }),
    badErrors: {
      campus_id: "请选择申诉校区",
      type: "请选择有效的申诉类型",
      title: "申诉标题至少4个字符",
      content: "申诉内容至少10个字，请写清经过、涉及的学员或讲师和诉求",
      contact_name: "请输入2-30个字符的姓名（可含空格和·）",
      contact_phone: "请输入正确的电话号码（手机号，或带区号的座机号）",
      priority: "请选择有效的紧急程度",
      status: "请选择有效的处理状态",
      replied_at: "回复时间应为日期时间，格式YYYY-MM-DD HH:mm:ss",
    },
  },
  {
    name: "director",
    relations: { campus_id: "campus" },
    seeded: 40,
    valid: () => ({
      name: "赵明远",
      gender: 1,
      phone: "13700001111",
      email: "zhao.mingyuan@omo-edu.cn",
      campus_id: ref.campus,
      position: 2,
      id_card: idCard("11010519850307123"),
      hired_on: "2026-03-01",
    }),
    change: () => ({ status: 0, remark: "个人原因离职" }),
    bad: () => ({
      name: "Zhao 2",
      gender: 3,
      phone: "12345",
      email: "x@",
      position: 4,
      id_card: "110105198503071234",
      hired_on: "2026-02-30",
      status: 2,
    }),
    badErrors: {
      name: "请输入2-30个字符的姓名（可含空格和·）",
      gender: "请选择有效的性别",
      phone: "请输入正确的手机号",
      email: "请输入正确的邮箱",
      campus_id: "请选择所属校区",
      position: "请选择有效的职务",
      id_card: "请输入18位有效身份证号（末位可为X），或护照、通行证号",
      hired_on: "入职日期应为日期，格式YYYY-MM-DD",
      status: "请选择有效的在职状态",
    },
  },
  {
    name: "welfare-gift",
    relations: { commodity_id: "commodity" },
    seeded: 20,
    valid: () => ({
      name: "春节学习礼包",
      commodity_id: ref.commodity,
      audience: 2,
      grade: 9,
      quantity: 2,
      total_quota: 500,
      valid_from: "2027-02-01",
      valid_to: "2027-02-28",
    }),
    change: () => ({ status: 0, remark: "活动方案调整，暂停发放" }),
    bad: () => ({
      name: "福",
      audience: 5,
      grade: 6,
      quantity: 0,
      total_quota: 0,
      valid_from: "2027-02-01",
      valid_to: "2027/02/28",
      status: 5,
    }),
    badErrors: {
      name: "福利名称至少2个字符",
      commodity_id: "请选择赠送商品",
      audience: "请选择有效的赠送对象",
      grade: "请选择有效的指定年级",
      quantity: "每人至少赠送1份",
      total_quota: "总名额至少为1",
      valid_to: "结束日期应为日期，格式YYYY-MM-DD",
      status: "请选择有效的状态",
    },
  },
];

describe.each(CASES.map((c) => [c.name, c] as const))("%s", (name, c) => {
  const url = `/v1/resources/${name}`;

  it("lists its seeded rows with the label of every row they point to", async () => {
    const res = await t.call("GET", `${url}?pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = body<{ list: Row[]; total: number }>(res).data;
    expect(total).toBeGreaterThanOrEqual(c.seeded);
    for (const row of list) {
      for (const [field, resource] of Object.entries(c.relations)) {
        // Every resource pointed to here is labelled by its name.
        const [target] = await t.sql.all<{ label: string }>(
          `SELECT name AS label FROM res_${resource} WHERE id = ?`,
          row[field],
        );
        expect(target, `${name}#${row.id}.${field}`).toBeDefined();
        expect(row._labels?.[field], `${name}#${row.id}.${field}`).toBe(target.label);
      }
    }
  });

  it("refuses bad input with 10001 and the message of each field", async () => {
    expect(await createErrors(name, c.bad())).toEqual(c.badErrors);
  });

  it("creates, reads, changes and deletes a row", async () => {
    const made = await t.call("POST", url, c.valid());
    expect(made.statusCode, made.body).toBe(200);
    const row = body<Row>(made).data;
    expect(row).toMatchObject(c.valid());
    const read = await t.call("GET", `${url}/${row.id}`);
    expect(body<Row>(read).data).toMatchObject(c.valid());

    const changed = await t.call("PUT", `${url}/${row.id}`, c.change());
    expect(changed.statusCode, changed.body).toBe(200);
    expect(body<Row>(changed).data).toMatchObject({ ...c.valid(), ...c.change() });

    const gone = await t.call("DELETE", `${url}/${row.id}`);
    expect([gone.statusCode, body(gone).data]).toEqual([200, { deleted: 1 }]);
    expect((await t.call("GET", `${url}/${row.id}`)).statusCode).toBe(404);
  });

  it("lets the editor create and change, but not delete (403, the row stays)", async () => {
    const made = await t.call("POST", url, c.valid(), t.editor);
    expect(made.statusCode, made.body).toBe(200);
    const { id } = body<Row>(made).data;
    expect((await t.call("PUT", `${url}/${id}`, c.change(), t.editor)).statusCode).toBe(200);
    const one = await t.call("DELETE", `${url}/${id}`, undefined, t.editor);
    expect([one.statusCode, body(one).code]).toEqual([403, 403]);
    expect((await t.call("DELETE", `${url}?ids[]=${id}`, undefined, t.editor)).statusCode).toBe(403);
    expect((await t.call("GET", `${url}/${id}`, undefined, t.editor)).statusCode).toBe(200);
    expect((await t.call("DELETE", `${url}/${id}`)).statusCode).toBe(200);
  });
});

describe("rules beyond the shape of a field", () => {
  it("live-lesson: the lecturer and subject must exist", async () => {
    const payload = { ...CASES[0].valid(), lecturer_id: 999999, subject_id: 999999 };
    expect(await createErrors("live-lesson", payload)).toEqual({
      lecturer_id: "所选讲师不存在或已被删除",
      subject_id: "所选学科不存在",
    });
  });

  it("live-lesson and course-cancellation: lecturers and students of the row's campus only (relation.matches)", async () => {
    const [elsewhere] = await t.sql.all<{ lecturer: number; student: number }>(
      `SELECT l.id AS lecturer, s.id AS student FROM res_lecturer l JOIN res_student s ON s.campus_id = l.campus_id
       WHERE l.campus_id <> ? ORDER BY l.id LIMIT 1`,
      ref.campus,
    );
    expect(await createErrors("live-lesson", { ...CASES[0].valid(), lecturer_id: elsewhere.lecturer })).toEqual({
      lecturer_id: "所选讲师不在该开课校区任教",
    });
    const wrong = { ...CASES[1].valid(), lecturer_id: elsewhere.lecturer, student_id: elsewhere.student };
    expect(await createErrors("course-cancellation", wrong)).toEqual({
      lecturer_id: "所选授课讲师与所属校区不符",
      student_id: "所选学员与所属校区不符",
    });
  });

  it("course-cancellation: the lesson time and the detail of the reason are required", async () => {
    const { lesson_at: _at, reason_detail: _detail, ...rest } = CASES[1].valid();
    expect(await createErrors("course-cancellation", rest)).toEqual({
      lesson_at: "请选择被取消课程的上课时间",
      reason_detail: "请填写取消原因的具体说明",
    });
  });

  it("director: phone and ID card are unique, with their own messages", async () => {
    const [taken] = await t.sql.all<{ phone: string; id_card: string }>(
      "SELECT phone, id_card FROM res_director LIMIT 1",
    );
    const twin = { ...CASES[3].valid(), phone: taken.phone, id_card: taken.id_card };
    expect(await createErrors("director", twin)).toEqual({
      phone: "该手机号已登记为其他主任的手机号",
      id_card: "该证件号码已登记",
    });
  });

  it("welfare-gift: names are unique and the commodity must exist", async () => {
    const [taken] = await t.sql.all<{ name: string }>("SELECT name FROM res_welfare_gift LIMIT 1");
    expect(await createErrors("welfare-gift", { ...CASES[4].valid(), name: taken.name, commodity_id: 999999 })).toEqual(
      {
        name: "福利名称已存在",
        commodity_id: "所选商品不存在或已被删除",
      },
    );
  });

  it("a campus, lecturer or student these pages still point to cannot be deleted (13105)", async () => {
    const [lesson] = await t.sql.all<{ lecturer_id: number }>("SELECT lecturer_id FROM res_live_lesson LIMIT 1");
    const res = await t.call("DELETE", `/v1/resources/lecturer/${lesson.lecturer_id}`);
    expect([res.statusCode, body(res).code]).toEqual([409, 13105]);
  });
});

describe("the sample data reads like a real business", () => {
  const SEED_NOW = "2026-11-23 19:30:00";
  const endOf = (start: string, minutes: number) =>
    new Date(Date.parse(`${start.replace(" ", "T")}Z`) + minutes * 60_000).toISOString().slice(0, 19).replace("T", " ");

  it("live lessons: taught by a lecturer of the subject at the campus, seats not overbooked, status fits the time", async () => {
    const lessons = await t.sql.all<{
      start_at: string;
      duration: number;
      status: number;
      max_seats: number;
      enrolled_count: number;
      subject_ids: string;
      subject_id: number;
      campus_id: number;
      lecturer_campus: number;
    }>(
      `SELECT l.start_at, l.duration, l.status, l.max_seats, l.enrolled_count, l.subject_id, l.campus_id,
              t.subject_ids, t.campus_id AS lecturer_campus
       FROM res_live_lesson l JOIN res_lecturer t ON t.id = l.lecturer_id`,
    );
    for (const l of lessons) {
      expect(JSON.parse(l.subject_ids)).toContain(l.subject_id);
      expect(l.campus_id).toBe(l.lecturer_campus);
      expect(l.enrolled_count).toBeLessThanOrEqual(l.max_seats);
      if (l.status === 0) continue;
      const end = endOf(l.start_at, l.duration);
      expect(l.status, l.start_at).toBe(end <= SEED_NOW ? 3 : l.start_at <= SEED_NOW ? 2 : 1);
    }
    expect(new Set(lessons.map((l) => l.status))).toEqual(new Set([0, 1, 2, 3]));
  });

  it("live lessons: no lecturer is on air twice at once", async () => {
    const lessons = await t.sql.all<{ id: number; lecturer_id: number; start_at: string; duration: number }>(
      "SELECT id, lecturer_id, start_at, duration FROM res_live_lesson",
    );
    const clashes = lessons.flatMap((a) =>
      lessons
        .filter((b) => a.lecturer_id === b.lecturer_id && a.id < b.id)
        .filter((b) => a.start_at < endOf(b.start_at, b.duration) && b.start_at < endOf(a.start_at, a.duration))
        .map((b) => [a.id, b.id]),
    );
    expect(lessons.length).toBeGreaterThan(10);
    expect(clashes).toEqual([]);
  });

  it("directors: each open campus has one head in post, its 负责人, and the closed campus's directors have left", async () => {
    const campuses = await t.sql.all<{ id: number; status: number; director: string; phone: string }>(
      "SELECT id, status, director, phone FROM res_campus",
    );
    for (const c of campuses) {
      const heads = await t.sql.all<{ name: string; phone: string }>(
        "SELECT name, phone FROM res_director WHERE campus_id = ? AND position = 1 AND status = 1",
        c.id,
      );
      if (c.status === 0) {
        expect(await t.sql.all("SELECT id FROM res_director WHERE campus_id = ? AND status = 1", c.id)).toEqual([]);
      } else {
        expect(heads).toEqual([{ name: c.director, phone: c.phone }]);
      }
    }
  });

  it("cancellations: student and lecturer of the campus, handled ones named and dated after the request", async () => {
    const rows = await t.sql.all<{
      campus_id: number;
      student_campus: number;
      lecturer_campus: number;
      status: number;
      handler: string | null;
      handled_at: string | null;
      created_at: string;
      lesson_at: string;
    }>(
      `SELECT r.campus_id, s.campus_id AS student_campus, l.campus_id AS lecturer_campus, r.status, r.handler,
              r.handled_at, r.created_at, r.lesson_at
       FROM res_course_cancellation r JOIN res_student s ON s.id = r.student_id JOIN res_lecturer l ON l.id = r.lecturer_id`,
    );
    for (const r of rows) {
      expect([r.student_campus, r.lecturer_campus]).toEqual([r.campus_id, r.campus_id]);
      expect(r.created_at < r.lesson_at).toBe(true);
      if (r.status === 0) {
        expect([r.handler, r.handled_at]).toEqual([null, null]);
        expect(r.lesson_at > SEED_NOW).toBe(true);
      } else {
        expect(r.handler).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
        expect(r.handled_at! >= r.created_at && r.handled_at! <= SEED_NOW).toBe(true);
      }
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2]));
  });

  it("appeals: sent by the campus's head, answered unless still waiting", async () => {
    const rows = await t.sql.all<{ status: number; reply: string | null; contact_phone: string; head_phone: string }>(
      `SELECT a.status, a.reply, a.contact_phone, d.phone AS head_phone FROM res_campus_appeal a
       JOIN res_director d ON d.campus_id = a.campus_id AND d.position = 1 AND d.status = 1`,
    );
    expect(rows.length).toBe((await t.sql.all("SELECT id FROM res_campus_appeal")).length);
    for (const r of rows) {
      expect(r.contact_phone).toBe(r.head_phone);
      expect(r.reply === null).toBe(r.status === 0);
    }
  });

  it("welfare gifts: status follows the dates, never more given than the quota, targets filled in", async () => {
    const rows = await t.sql.all<{
      status: number;
      valid_from: string;
      valid_to: string;
      claimed_count: number;
      total_quota: number;
      audience: number;
      grade: number | null;
      campus_id: number | null;
    }>(
      "SELECT status, valid_from, valid_to, claimed_count, total_quota, audience, grade, campus_id FROM res_welfare_gift",
    );
    const day = SEED_NOW.slice(0, 10);
    for (const r of rows) {
      expect(r.valid_from <= r.valid_to).toBe(true);
      expect(r.claimed_count).toBeLessThanOrEqual(r.total_quota);
      if (r.status !== 0) expect(r.status).toBe(r.valid_from > day ? 1 : r.valid_to < day ? 3 : 2);
      expect(r.grade !== null).toBe(r.audience === 2);
      expect(r.campus_id !== null).toBe(r.audience === 3);
    }
    expect(new Set(rows.map((r) => r.audience))).toEqual(new Set([1, 2, 3, 4]));
  });
});
