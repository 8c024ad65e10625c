import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { CHAPTERS, chapterHeading } from "./video-chapters.js";
import { editionFor } from "./editions.js";
import { categoriesOf, idOf, numbersOf, type Row } from "./seed-rows.js";
import { gradeLabel } from "./grades.js";
import { dateTimeBetween } from "./fake-date.js";

const COUNT = 320;
/** Lectures recorded per chapter. */
const LECTURES_PER_CHAPTER = 4;

interface Slot {
  grade: 10 | 11 | 12;
  heading: string;
  lecture: number;
}

/** Every (grade, chapter, lecture) of a subject, shuffled: a name is used at most once. */
function slotsOf(faker: Faker, subject: string): Slot[] {
  const plan = CHAPTERS[subject];
  if (!plan) return [];
  const slots = ([10, 11, 12] as const).flatMap((grade) =>
    plan.grades[grade].flatMap((title, i) =>
      Array.from({ length: LECTURES_PER_CHAPTER }, (_, l) => ({
        grade,
        heading: chapterHeading(plan.style, i + 1, title),
        lecture: l + 1,
      })),
    ),
  );
  return faker.helpers.shuffle(slots);
}

/** Who records a subject: its teachers in post, else anyone who ever taught it, else anyone. */
function teachersFor(lecturers: Row[], subjectId: number): Row[] {
  const teaching = lecturers.filter((l) => numbersOf(l.subject_ids).includes(subjectId));
  const working = teaching.filter((l) => l.working_state === 1);
  if (working.length > 0) return working;
  return teaching.length > 0 ? teaching : lecturers;
}

/**
 * About 320 recorded lessons of the senior-high syllabus, spread evenly across subjects, each
 * recorded by a teacher of that subject and tagged with a textbook and a gaokao volume area.
 */
export const videoSeed: ResourceSeed = ({ faker, rows }) => {
  const categories = rows("category");
  const subjects = categoriesOf(categories, "xk").filter((s) => CHAPTERS[String(s.name)]);
  const textbooks = categoriesOf(categories, "jc");
  const areas = categoriesOf(categories, "jq");
  const lecturers = rows("lecturer");
  const slots = new Map(subjects.map((s) => [s, slotsOf(faker, String(s.name))]));
  const out: Record<string, unknown>[] = [];
  for (let i = 0; out.length < COUNT && i < COUNT * 2; i++) {
    const subject = subjects[i % subjects.length];
    const slot = slots.get(subject)?.pop();
    if (!slot) continue;
    const textbook = editionFor(faker, subject, textbooks);
    out.push({
      video_name: `${gradeLabel(slot.grade)}${subject.name} ${textbook.name} ${slot.heading} 第${slot.lecture}讲`,
      subject_id: idOf(subject),
      material_version_id: idOf(textbook),
      volume_area_id: idOf(faker.helpers.arrayElement(areas)),
      teacher_id: idOf(faker.helpers.arrayElement(teachersFor(lecturers, idOf(subject)))),
      duration_minutes: faker.number.int({ min: 18, max: 55 }),
      url: `https://vod.omo-edu.cn/recorded/${faker.string.alphanumeric({ length: 16, casing: "lower" })}.m3u8`,
      status: faker.datatype.boolean({ probability: 0.92 }) ? 1 : 0,
    });
  }
  // Upload times in id order, the order they were added in.
  const uploaded = out.map(() => dateTimeBetween(faker, "2024-02-01", "2026-11-20")).sort();
  return out.map((row, i) => ({ ...row, created_at: uploaded[i], updated_at: uploaded[i] }));
};
