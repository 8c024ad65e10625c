import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { addDays, dateBetween } from "../../../school/server/seed/fake-date.js";
import { categoriesOf, idOf, shopPrice } from "../../../school/server/seed/seed-rows.js";
import { editionFor } from "../../../school/server/seed/editions.js";
import { GRADES, gradeLabel } from "../../../school/server/seed/grades.js";

const COUNT = 30;

interface ClassType {
  value: 1 | 2 | 3;
  suffix: string;
  lessons: number[];
  /** Price of one lesson in yuan, lowest and highest. */
  unitPrice: [number, number];
  pitch: string;
}

const CLASS_TYPES: ClassType[] = [
  {
    value: 1,
    suffix: "（一对一）",
    lessons: [10, 20, 30, 40, 60],
    unitPrice: [240, 380],
    pitch: "名师一对一定制学习方案",
  },
  { value: 2, suffix: "小班", lessons: [12, 16, 24, 32, 48], unitPrice: [90, 160], pitch: "6人小班，课后作业逐题批改" },
  {
    value: 3,
    suffix: "直播班",
    lessons: [8, 12, 15, 20, 30],
    unitPrice: [25, 60],
    pitch: "直播互动授课，支持无限次回放",
  },
];

const THEMES_MIDDLE = ["同步精讲", "期中提分", "期末冲刺", "寒假预习", "暑期衔接"];
const THEMES_HIGH = ["同步精讲", "期末冲刺", "寒假培优", "暑期衔接", "重难点突破"];
const THEMES_FINAL: Record<number, string[]> = {
  9: ["中考总复习", "中考压轴题专项"],
  12: ["高考一轮复习", "高考二轮专题"],
};

/**
 * About thirty packages across subjects, grades and class types, named the way sales staff name
 * them (`高三数学高考一轮复习直播班`), priced from lessons × a per-lesson price.
 */
export const coursePackageSeed: ResourceSeed = ({ faker, rows }) => {
  const categories = rows("category");
  const subjects = categoriesOf(categories, "xk");
  const textbooks = categoriesOf(categories, "jc");
  const names = new Set<string>();
  const out: Record<string, unknown>[] = [];
  while (out.length < COUNT && names.size < COUNT * 4) {
    const subject = subjects[out.length % subjects.length];
    const grade = faker.helpers.arrayElement(GRADES).value;
    const type = faker.helpers.weightedArrayElement(CLASS_TYPES.map((t, i) => ({ weight: [3, 4, 3][i], value: t })));
    const themes = [...(grade >= 10 ? THEMES_HIGH : THEMES_MIDDLE), ...(THEMES_FINAL[grade] ?? [])];
    const theme = faker.helpers.arrayElement(themes);
    const name = `${gradeLabel(grade)}${subject.name}${theme}${type.suffix}`;
    if (names.has(name)) continue;
    names.add(name);
    const lessons = faker.helpers.arrayElement(type.lessons);
    const unit = faker.number.int({ min: type.unitPrice[0] / 5, max: type.unitPrice[1] / 5 }) * 5;
    const price = shopPrice(lessons * unit);
    const saleStart = dateBetween(faker, "2025-01-01", "2026-09-01");
    out.push({
      name,
      subject_id: idOf(subject),
      ...(textbooks.length > 0 && { material_version_id: idOf(editionFor(faker, subject, textbooks)) }),
      grade,
      class_type: type.value,
      lesson_count: lessons,
      price,
      original_price: shopPrice((price * faker.number.int({ min: 110, max: 135 })) / 100),
      valid_days: lessons > 30 ? 730 : lessons > 12 ? 365 : 180,
      sale_start: saleStart,
      sale_end: addDays(saleStart, faker.number.int({ min: 6, max: 18 }) * 30),
      status: faker.helpers.weightedArrayElement([
        { weight: 85, value: 1 },
        { weight: 15, value: 0 },
      ]),
      description: `${gradeLabel(grade)}${subject.name}${theme}课程，共${lessons}课时。${type.pitch}。`,
    });
  }
  return out;
};
