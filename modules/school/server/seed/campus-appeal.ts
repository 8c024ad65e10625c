import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { addDays, dateTimeBetween } from "./fake-date.js";
import { gradeLabel } from "./grades.js";
import { idOf, isOn, type Row } from "./seed-rows.js";
import { SEED_DAY, SEED_NOW, addMinutes, earlier } from "./teaching-plan.js";

const COUNT = 64;

/** campus-appeal.json `type` and `status`. */
const TYPE = { hours: 1, refund: 2, complaint: 3, system: 4, other: 5 } as const;
const STATUS = { pending: 0, processing: 1, solved: 2, rejected: 3 } as const;

/** What an appeal is about: the campus, one of its students and one of its lecturers. */
interface Subject {
  campus: Row;
  student: Row;
  lecturer: Row;
  month: number;
  day: number;
}

interface Template {
  type: number;
  weight: number;
  /** Chance of being marked 紧急. */
  urgent: number;
  /** What went wrong, one picked per appeal and named by both its title and its content. */
  issues: string[];
  title: (s: Subject, issue: string) => string;
  content: (s: Subject, issue: string, faker: Faker) => string;
  /** Replies when handled: for 处理中, 已解决 and 已驳回 (the `status` values 1, 2, 3). */
  replies: [processing: string, solved: string, rejected: string];
}

const who = (s: Subject) => `学员${s.student.name}（${gradeLabel(Number(s.student.grade))}）`;
const when = (s: Subject) => `${s.month}月${s.day}日`;

const TEMPLATES: Template[] = [
  {
    type: TYPE.hours,
    weight: 30,
    urgent: 0.2,
    issues: ["讲师迟到20分钟", "直播间断线近半小时", "学员请假已获批准"],
    title: (s) => `${who(s)}课时扣除异常`,
    content: (s, issue, faker) =>
      `${who(s)}家长反映，${when(s)}${s.lecturer.name}老师的课因${issue}，实际未完整上课，系统仍扣除了${faker.helpers.arrayElement(["1", "2"])}课时，请总部核实后返还。`,
    replies: [
      "已收到，正在调取上课记录核实，预计两个工作日内回复。",
      "经核实情况属实，已为学员返还相应课时，请校区告知家长。",
      "经核实该节课已完整上课且有学员签到记录，课时扣除无误，请校区向家长解释。",
    ],
  },
  {
    type: TYPE.refund,
    weight: 25,
    urgent: 0.4,
    issues: ["工作调动搬离本市", "孩子转学住校", "家庭经济原因"],
    title: (s) => `${who(s)}申请退费`,
    content: (s, issue, faker) =>
      `${who(s)}家长因${issue}，申请退还剩余${faker.number.int({ min: 6, max: 40 })}课时的费用，已签退费申请表，请总部财务审批。`,
    replies: [
      "退费申请已转财务审核，请校区补充上传缴费凭证。",
      "退费已审批通过，款项将在7个工作日内原路退回。",
      "该课程包已超过退费期限，按协议不予退费，可为学员办理课时转让。",
    ],
  },
  {
    type: TYPE.complaint,
    weight: 20,
    urgent: 0.5,
    issues: ["多次迟到早退", "上课节奏过快", "作业批改不及时", "课堂态度不耐烦"],
    title: (s, issue) => `家长投诉${s.lecturer.name}老师${issue}`,
    content: (s, issue) =>
      `${who(s)}家长投诉${s.lecturer.name}老师${issue}，要求更换讲师。校区已初步安抚家长，请总部教学部门介入。`,
    replies: [
      "已转教学质量部，将安排听课评估后给出处理意见。",
      "已与讲师面谈并完成整改，同时为学员更换了同科讲师，家长表示满意。",
      "经听课评估和回放核查，讲师授课符合规范，建议校区加强与家长的沟通。",
    ],
  },
  {
    type: TYPE.system,
    weight: 15,
    urgent: 0.3,
    issues: ["直播间画面卡顿、声音延迟", "排课页面选择周日时段后无法保存", "导出的学员名单用Excel打开显示乱码"],
    title: (_s, issue) => `系统问题：${issue}`,
    content: (s, issue) => `${when(s)}起，校区多名老师反映${issue}，影响正常教学安排，请技术部门尽快排查。`,
    replies: [
      "技术部已收到，正在排查日志，请校区提供出现问题的时间和截图。",
      "问题已定位并修复，请校区刷新页面后重试。",
      "经排查为校区本地网络问题，建议联系网络运营商检修。",
    ],
  },
  {
    type: TYPE.other,
    weight: 10,
    urgent: 0.1,
    issues: ["增加讲师编制", "增配直播教室设备", "调整寒假排课时段"],
    title: (s, issue) => `${s.campus.name}申请${issue}`,
    content: (s, issue) => `${s.campus.name}本学期报名人数增长明显，现有资源已排满，申请${issue}，请总部协调支持。`,
    replies: [
      "相关部门已收到，将结合校区课时数据评估。",
      "申请已批准，相关部门将与校区对接落实。",
      "校区当前资源使用率未达到标准，暂不批准，可先从邻近校区调配。",
    ],
  },
];

/** Older appeals are settled; the last fortnight's are still waiting or being handled. */
function statusFor(faker: Faker, createdAt: string): number {
  if (createdAt >= addDays(SEED_DAY, -14)) {
    return faker.helpers.weightedArrayElement([
      { weight: 50, value: STATUS.pending },
      { weight: 35, value: STATUS.processing },
      { weight: 15, value: STATUS.solved },
    ]);
  }
  return faker.helpers.weightedArrayElement([
    { weight: 75, value: STATUS.solved },
    { weight: 20, value: STATUS.rejected },
    { weight: 5, value: STATUS.processing },
  ]);
}

/**
 * About sixty appeals from the open campuses to headquarters since June: disputed lesson hours,
 * refunds, complaints about a lecturer of the campus, system faults and other requests, each about
 * a real student and lecturer of the campus, sent by the campus's head; older ones are answered.
 */
export const campusAppealSeed: ResourceSeed = ({ faker, rows }) => {
  const campuses = rows("campus").filter((c) => c.status === 1);
  const students = rows("student").filter((s) => !isOn(s.disabled));
  const lecturers = rows("lecturer");
  const heads = rows("director").filter((d) => d.position === 1 && d.status === 1);
  const of = (list: Row[], campus: Row) => list.filter((r) => Number(r.campus_id) === idOf(campus));
  const usable = campuses.filter((c) => of(students, c).length > 0 && of(lecturers, c).length > 0);
  if (!usable.length) return [];
  const submitted = Array.from({ length: COUNT }, () =>
    dateTimeBetween(faker, "2026-06-01", addDays(SEED_DAY, -1)),
  ).sort();
  return submitted.map((createdAt) => {
    const campus = faker.helpers.arrayElement(usable);
    const template = faker.helpers.weightedArrayElement(TEMPLATES.map((t) => ({ weight: t.weight, value: t })));
    const happened = addDays(createdAt.slice(0, 10), -faker.number.int({ min: 1, max: 10 }));
    const subject: Subject = {
      campus,
      student: faker.helpers.arrayElement(of(students, campus)),
      lecturer: faker.helpers.arrayElement(of(lecturers, campus)),
      month: Number(happened.slice(5, 7)),
      day: Number(happened.slice(8, 10)),
    };
    const head = heads.find((d) => Number(d.campus_id) === idOf(campus));
    const status = statusFor(faker, createdAt);
    const repliedAt = earlier(addMinutes(createdAt, faker.number.int({ min: 60, max: 72 * 60 })), SEED_NOW);
    const reply = status === STATUS.pending ? undefined : template.replies[status - 1];
    const issue = faker.helpers.arrayElement(template.issues);
    return {
      campus_id: idOf(campus),
      type: template.type,
      title: template.title(subject, issue),
      content: template.content(subject, issue, faker),
      contact_name: String(head?.name ?? campus.director),
      contact_phone: String(head?.phone ?? campus.phone),
      priority: faker.datatype.boolean({ probability: template.urgent }) ? 2 : 1,
      status,
      ...(reply && { reply, replied_at: repliedAt }),
      created_at: createdAt,
      updated_at: reply ? repliedAt : createdAt,
    };
  });
};
