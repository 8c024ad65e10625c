import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { chineseName } from "./fake-person.js";
import { addDays, dateTimeBetween } from "./fake-date.js";
import { gradeLabel } from "./grades.js";
import { categoriesOf, idOf, isOn, numbersOf, type Row } from "./seed-rows.js";
import { SEED_DAY, SEED_NOW, addMinutes, earlier, gradesFor, lessonStart, topicsFor } from "./teaching-plan.js";

const COUNT = 120;

/** course-cancellation.json `reason`, `requested_by` and `status`. */
const REASON = { studentLeave: 1, lecturerLeave: 2, clash: 3, other: 4 } as const;
const BY = { student: 1, parent: 2, lecturer: 3, campus: 4 } as const;
const STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

interface ReasonPlan {
  reason: number;
  weight: number;
  /** Who asks for it, with weights. */
  by: [by: number, weight: number][];
  details: string[];
}

const REASONS: ReasonPlan[] = [
  {
    reason: REASON.studentLeave,
    weight: 50,
    by: [
      [BY.parent, 70],
      [BY.student, 30],
    ],
    details: [
      "孩子发烧，医生建议在家休息两天",
      "学校组织期中考试，当天需要复习",
      "参加学校秋季运动会",
      "随家长外出探亲，无法上线",
      "参加市级数学竞赛集训",
      "牙科复诊，时间无法调整",
      "学校临时加了晚自习",
    ],
  },
  {
    reason: REASON.lecturerLeave,
    weight: 20,
    by: [
      [BY.lecturer, 70],
      [BY.campus, 30],
    ],
    details: [
      "讲师参加总部教研培训",
      "讲师身体不适，请病假一天",
      "讲师家中有急事，请事假",
      "讲师参加市教研室公开课评审",
    ],
  },
  {
    reason: REASON.clash,
    weight: 20,
    by: [
      [BY.parent, 50],
      [BY.campus, 30],
      [BY.student, 20],
    ],
    details: [
      "与学校新增的周末补课时间冲突",
      "与钢琴考级时间冲突",
      "讲师同一时段被排了两节课",
      "与学校的研学活动时间冲突",
    ],
  },
  {
    reason: REASON.other,
    weight: 10,
    by: [
      [BY.campus, 60],
      [BY.parent, 40],
    ],
    details: [
      "台风预警，校区停课一天",
      "小区停电，家中网络中断",
      "直播平台升级维护",
      "家长对课程安排有异议，暂停上课待沟通",
    ],
  },
];

const APPROVED_REMARKS = [
  "已同意，本节课时不扣除",
  "已通知讲师和家长，课时已退回",
  "已安排下周同一时段补课",
  "已与家长确认补课时间",
];
const REJECTED_REMARKS = [
  "申请时间距上课不足24小时，按规定课时照常扣除",
  "本月已请假3次，超过请假次数上限",
  "经与家长沟通，改为调课处理",
];

/** Handled: approved mostly. Requests for lessons already held are all handled; some later ones wait. */
function statusFor(faker: Faker, lessonAt: string): number {
  if (lessonAt > SEED_NOW && faker.datatype.boolean({ probability: 0.45 })) return STATUS.pending;
  return faker.datatype.boolean({ probability: 0.8 }) ? STATUS.approved : STATUS.rejected;
}

/** A campus's student-affairs directors in post (who handle requests), else its other directors in post. */
function handlersOf(directors: Row[], campusId: number): string[] {
  const own = directors.filter((d) => Number(d.campus_id) === campusId && d.status === 1);
  const student = own.filter((d) => d.position === 3);
  return (student.length ? student : own).map((d) => String(d.name));
}

/**
 * About 120 requests to cancel a one-to-one lesson over the autumn term: a student of an open
 * campus and a lecturer in post there, asked for a day or a few before the lesson, by whoever the
 * reason suggests; handled by the campus's student-affairs director, except some of those still to come.
 */
export const courseCancellationSeed: ResourceSeed = ({ faker, rows }) => {
  const open = new Set(
    rows("campus")
      .filter((c) => c.status === 1)
      .map(idOf),
  );
  const subjects = new Map(categoriesOf(rows("category"), "xk").map((s) => [idOf(s), String(s.name)]));
  const lecturers = rows("lecturer").filter((l) => l.working_state === 1 && open.has(Number(l.campus_id)));
  /**
   * The lessons a student could take: a subject taught in the student's grade (no physics in 初一)
   * by a lecturer in post at the student's campus; the head teacher's own lessons when there are any.
   */
  const lessonsOf = (student: Row) => {
    const grade = Number(student.grade);
    const all = lecturers
      .filter((l) => Number(l.campus_id) === Number(student.campus_id))
      .flatMap((l) =>
        numbersOf(l.subject_ids)
          .filter((s) => subjects.has(s) && gradesFor(subjects.get(s)!).includes(grade))
          .map((subjectId) => ({ lecturer: l, subjectId })),
      );
    const own = all.filter((o) => idOf(o.lecturer) === Number(student.lecturer_id));
    return own.length ? own : all;
  };
  const students = rows("student").filter((s) => !isOn(s.disabled) && lessonsOf(s).length > 0);
  const directors = rows("director");
  if (!students.length) return [];
  const lessons = Array.from({ length: COUNT }, () => lessonStart(faker, "2026-09-07", addDays(SEED_DAY, 18))).sort();
  return lessons.map((lessonAt) => {
    const student = faker.helpers.arrayElement(students);
    const campusId = Number(student.campus_id);
    const grade = Number(student.grade);
    const { lecturer, subjectId } = faker.helpers.arrayElement(lessonsOf(student));
    const subject = subjects.get(subjectId)!;
    const plan = faker.helpers.weightedArrayElement(REASONS.map((r) => ({ weight: r.weight, value: r })));
    const requestedBy = faker.helpers.weightedArrayElement(plan.by.map(([value, weight]) => ({ weight, value })));
    const lessonDay = lessonAt.slice(0, 10);
    const createdAt = dateTimeBetween(
      faker,
      earlier(addDays(lessonDay, -5), addDays(SEED_DAY, -1)),
      earlier(addDays(lessonDay, -1), addDays(SEED_DAY, -1)),
    );
    const status = statusFor(faker, lessonAt);
    const handlers = handlersOf(directors, campusId);
    const handledAt = earlier(addMinutes(createdAt, faker.number.int({ min: 20, max: 600 })), SEED_NOW);
    return {
      lesson_title: `${gradeLabel(grade)}${subject} ${faker.helpers.arrayElement(topicsFor(subject, grade))} 一对一`,
      campus_id: campusId,
      student_id: idOf(student),
      lecturer_id: idOf(lecturer),
      subject_id: subjectId,
      lesson_at: lessonAt,
      reason: plan.reason,
      reason_detail: faker.helpers.arrayElement(plan.details),
      requested_by: requestedBy,
      status,
      ...(status !== STATUS.pending && {
        handler: handlers.length ? faker.helpers.arrayElement(handlers) : chineseName(faker, "female"),
        handled_at: handledAt,
        remark: faker.helpers.arrayElement(status === STATUS.approved ? APPROVED_REMARKS : REJECTED_REMARKS),
      }),
      created_at: createdAt,
      updated_at: status === STATUS.pending ? createdAt : handledAt,
    };
  });
};
