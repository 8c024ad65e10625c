import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { chineseName, uniquePhone } from "./fake-person.js";
import { dateBetween, dateTimeBetween } from "./fake-date.js";
import { cents, idOf } from "./seed-rows.js";
import { GRADES } from "./grades.js";

const COUNT = 400;

/** The school year the seed describes (2026–27); birthdays follow each grade's age. */
const SCHOOL_YEAR = 2026;

/** Registrations: the two years before the seed's day (see SEED, 2026-11-23). */
const REGISTERED_FROM = "2024-11-23";
const REGISTERED_TO = "2026-11-22";

const MIDDLE_SCHOOLS = [
  "第一中学",
  "第二中学",
  "实验中学",
  "外国语学校",
  "育才中学",
  "第八中学",
  "实验学校",
  "第十五中学",
];
const HIGH_SCHOOLS = ["第一中学", "第二中学", "实验中学", "外国语学校", "第四中学", "师范大学附属中学", "高级中学"];

const REMARKS = [
  "家长希望周末上课",
  "数学基础薄弱，需加强计算能力",
  "目标重点高中，冲刺中考",
  "英语口语较好，阅读理解需提升",
  "物理实验题失分较多",
  "住校，只能晚上线上上课",
  "已续费两次，家长满意度高",
  "寒假计划加课",
];

/** Senior years fill up first: 初三 and 高三 students come for exam preparation. */
const GRADE_WEIGHTS = [12, 14, 22, 16, 14, 22];

/**
 * About four hundred students of the open campuses, registered over the past two years, each with a
 * parent to call and, mostly, a head teacher working at the same campus. A few accounts are disabled.
 */
export const studentSeed: ResourceSeed = ({ faker, rows }) => {
  const campuses = rows("campus").filter((c) => c.status === 1);
  const lecturers = rows("lecturer").filter((l) => l.working_state === 1);
  const phones = new Set<string>();
  const parentPhones = new Set<string>();
  // Registered over the two years before the seed's day, in id order, so 注册时间 and the default
  // newest-first sort agree; the row was created when the student registered.
  const registered = Array.from({ length: COUNT }, () => dateTimeBetween(faker, REGISTERED_FROM, REGISTERED_TO)).sort();
  return registered.map((createdAt) => {
    const gender = faker.helpers.arrayElement([1, 2] as const);
    const grade = faker.helpers.weightedArrayElement(
      GRADES.map((g, i) => ({ weight: GRADE_WEIGHTS[i], value: g.value })),
    );
    const campus = faker.helpers.arrayElement(campuses);
    const teachers = lecturers.filter((l) => Number(l.campus_id) === idOf(campus));
    const lastName = faker.person.lastName();
    const father = faker.datatype.boolean({ probability: 0.55 });
    // Born between September and August of the grade's cohort (school starts 1 September).
    const cohort = SCHOOL_YEAR - grade - 6;
    const schools = grade >= 10 ? HIGH_SCHOOLS : MIDDLE_SCHOOLS;
    const remark = faker.datatype.boolean({ probability: 0.3 }) ? faker.helpers.arrayElement(REMARKS) : "";
    return {
      name: chineseName(faker, gender === 1 ? "male" : "female", lastName),
      gender,
      phone: uniquePhone(faker, phones),
      grade,
      school: `${campus.city}市${faker.helpers.arrayElement(schools)}`,
      campus_id: idOf(campus),
      ...(teachers.length > 0 && { lecturer_id: idOf(faker.helpers.arrayElement(teachers)) }),
      parent_name: father ? chineseName(faker, "male", lastName) : chineseName(faker, "female"),
      parent_phone: uniquePhone(faker, parentPhones),
      birthday: dateBetween(faker, `${cohort}-09-01`, `${cohort + 1}-08-31`),
      hours_balance: cents(faker.number.int({ min: 0, max: 240 }) / 2),
      registered_at: createdAt,
      disabled: faker.datatype.boolean({ probability: 0.04 }),
      ...(remark && { remark }),
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
};
