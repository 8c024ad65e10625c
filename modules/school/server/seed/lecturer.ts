import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { chineseName, idCard, uniquePhone } from "./fake-person.js";
import { dateBetween } from "./fake-date.js";
import { categoriesOf, idOf, type Row } from "./seed-rows.js";

const COUNT = 80;

/** Base fee per lesson by level (初级, 中级, 高级, 特级), in yuan. */
const BASE_RATE = [150, 240, 360, 560];

const STYLES = [
  "授课思路清晰，善于把复杂问题拆解成小步骤",
  "课堂节奏紧凑，注重方法总结与举一反三",
  "亲和力强，擅长激发学生的学习兴趣",
  "重视基础，讲练结合，学生提分明显",
  "擅长一对一个性化辅导，因材施教",
  "熟悉新高考命题趋势，押题精准",
];

const HONOURS = [
  "曾获市级优质课比赛一等奖。",
  "所带班级中考平均分连续三年全区第一。",
  "参与编写校本教材和同步练习册。",
  "多名学员在学科竞赛中获省级奖项。",
  "持有高级教师资格证。",
  "",
];

/** Level from years of service: juniors start at 初级, 特级 takes a decade or more. */
function levelFor(faker: Faker, years: number): number {
  if (years >= 10) return faker.helpers.arrayElement([3, 3, 4]);
  if (years >= 5) return faker.helpers.arrayElement([2, 2, 3]);
  return faker.helpers.arrayElement([1, 1, 2]);
}

/** Mostly in post; some on leave or gone. A closed campus keeps only former staff. */
function workingStateFor(faker: Faker, campus: Row): number {
  if (campus.status === 0) return 0;
  return faker.helpers.weightedArrayElement([
    { weight: 80, value: 1 },
    { weight: 8, value: 2 },
    { weight: 12, value: 0 },
  ]);
}

/**
 * About eighty lecturers spread over the campuses. The first subject goes round the subjects so
 * every subject has teachers; a quarter also teach a second one.
 */
export const lecturerSeed: ResourceSeed = ({ faker, rows }) => {
  const campuses = rows("campus");
  const subjects = categoriesOf(rows("category"), "xk");
  const phones = new Set<string>();
  const idCards = new Set<string>();
  return Array.from({ length: COUNT }, (_, i) => {
    const gender = faker.helpers.weightedArrayElement([
      { weight: 45, value: 1 as const },
      { weight: 55, value: 2 as const },
    ]);
    const birthYear = faker.number.int({ min: 1968, max: 1999 });
    const birthday = dateBetween(faker, `${birthYear}-01-01`, `${birthYear}-12-31`);
    const firstHireYear = Math.max(2010, birthYear + 23);
    const hireDate = dateBetween(faker, `${firstHireYear}-03-01`, "2026-09-01");
    const years = 2026 - Number(hireDate.slice(0, 4));
    const level = levelFor(faker, years);
    const campus = faker.helpers.arrayElement(campuses);
    const main = subjects[i % subjects.length];
    const second = faker.datatype.boolean({ probability: 0.25 })
      ? faker.helpers.arrayElement(subjects.filter((s) => s !== main))
      : undefined;
    const honour = faker.helpers.arrayElement(HONOURS);
    return {
      name: chineseName(faker, gender === 1 ? "male" : "female"),
      gender,
      phone: uniquePhone(faker, phones),
      email: faker.internet.email(),
      id_card: idCard(faker, birthday, gender, idCards),
      campus_id: idOf(campus),
      subject_ids: [main, second].filter((s): s is Row => !!s).map(idOf),
      level,
      working_state: workingStateFor(faker, campus),
      hire_date: hireDate,
      hourly_rate: BASE_RATE[level - 1] + faker.number.int({ min: 0, max: 8 }) * 10,
      intro: `${main.name}教师，${Math.max(1, years)}年一线教学经验。${faker.helpers.arrayElement(STYLES)}。${honour}`,
    };
  });
};
