import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { dateTimeBetween, addDays } from "./fake-date.js";
import { gradeLabel } from "./grades.js";
import { categoriesOf, idOf, numbersOf, type Row } from "./seed-rows.js";
import { SEED_DAY, SEED_NOW, addMinutes, earlier, gradesFor, lessonStart, topicsFor } from "./teaching-plan.js";

const COUNT = 160;

/** The term the lessons fall in: from the start of the autumn term to the winter holiday. */
const TERM_START = "2026-09-05";
const TERM_END = "2027-01-24";

/** live-lesson.json `status`. */
const STATUS = { upcoming: 1, live: 2, ended: 3, cancelled: 0 } as const;

const DURATIONS = [
  { weight: 10, value: 45 },
  { weight: 40, value: 60 },
  { weight: 30, value: 90 },
  { weight: 15, value: 120 },
  { weight: 5, value: 30 },
];
const SEATS = [50, 100, 200, 300, 500, 1000];

const KINDS = ["专题精讲", "直播精讲", "重难点突破", "典型例题精析", "知识串讲", "习题课"];
const WINTER_KINDS = ["寒假预习", "期末冲刺"];

const PITCHES = [
  "梳理核心概念，精讲高频考点和典型例题",
  "从易错题出发，讲透解题思路与规范步骤",
  "结合近三年真题，总结常考题型和答题模板",
  "以问题串引导思考，课堂连麦互动答疑",
];
const EXTRAS = ["课后提供讲义和随堂练习", "支持课后回放，有效期90天", "课前请完成预习任务单", "直播中设有限时抢答环节"];

/** Grades a subject is taught in, senior ones more often: live classes are mostly exam preparation. */
function gradeFor(faker: Faker, subject: string): number {
  return faker.helpers.weightedArrayElement(gradesFor(subject).map((g) => ({ weight: g >= 10 ? 3 : 2, value: g })));
}

/** Ended, live or upcoming from the start and length against the seed's moment; a few are called off. */
function statusFor(faker: Faker, start: string, minutes: number): number {
  const end = addMinutes(start, minutes);
  if (faker.datatype.boolean({ probability: 0.06 })) return STATUS.cancelled;
  if (end <= SEED_NOW) return STATUS.ended;
  return start <= SEED_NOW ? STATUS.live : STATUS.upcoming;
}

/** Places taken: most of them for a lesson held, fewer the further away an upcoming one is. */
function enrolledFor(faker: Faker, status: number, seats: number, start: string): number {
  if (status === STATUS.ended || status === STATUS.live)
    return faker.number.int({ min: Math.ceil(seats * 0.4), max: seats });
  if (status === STATUS.cancelled) return faker.number.int({ min: 0, max: Math.floor(seats * 0.3) });
  const soon = start.slice(0, 10) <= addDays(SEED_DAY, 14);
  return faker.number.int({ min: 0, max: Math.floor(seats * (soon ? 0.95 : 0.5)) });
}

/**
 * About 160 live lessons over the autumn term and the winter holiday, each taught by a lecturer in
 * post at an open campus in one of the lecturer's subjects; a few lessons are live right now and a
 * few were cancelled.
 */
export const liveLessonSeed: ResourceSeed = ({ faker, rows }) => {
  const open = new Set(
    rows("campus")
      .filter((c) => c.status === 1)
      .map(idOf),
  );
  const subjects = new Map(categoriesOf(rows("category"), "xk").map((s) => [idOf(s), String(s.name)]));
  const lecturers = rows("lecturer").filter(
    (l) =>
      l.working_state === 1 && open.has(Number(l.campus_id)) && numbersOf(l.subject_ids).some((s) => subjects.has(s)),
  );
  if (!lecturers.length) return [];
  // Two lessons on air at the seed's moment (tonight at 19:00, two hours long), the others over the term.
  const tonight = `${SEED_DAY} 19:00:00`;
  const starts = [
    tonight,
    tonight,
    ...Array.from({ length: COUNT - 2 }, () => lessonStart(faker, TERM_START, TERM_END)),
  ];
  const onAir = (i: number) => i < 2;
  const order = starts.map((_, i) => i).sort((a, b) => starts[a].localeCompare(starts[b]) || a - b);
  // When each lecturer is already on air: nobody teaches two live lessons at once.
  const booked = new Map<number, [from: string, to: string][]>();
  const freeAt = (l: Row, from: string, to: string) =>
    !(booked.get(idOf(l)) ?? []).some(([f, t]) => f < to && from < t);
  return order.map((i) => {
    const start = starts[i];
    const duration = onAir(i) ? 120 : faker.helpers.weightedArrayElement(DURATIONS);
    const end = addMinutes(start, duration);
    const free = lecturers.filter((l) => freeAt(l, start, end));
    const lecturer: Row = faker.helpers.arrayElement(free.length ? free : lecturers);
    booked.set(idOf(lecturer), [...(booked.get(idOf(lecturer)) ?? []), [start, end]]);
    const subjectId = faker.helpers.arrayElement(numbersOf(lecturer.subject_ids).filter((s) => subjects.has(s)));
    const subject = subjects.get(subjectId)!;
    const grade = gradeFor(faker, subject);
    const topic = faker.helpers.arrayElement(topicsFor(subject, grade));
    const winter = start >= "2027-01-01";
    const kind = faker.helpers.arrayElement(winter ? WINTER_KINDS : KINDS);
    const status = onAir(i) ? STATUS.live : statusFor(faker, start, duration);
    const seats = faker.helpers.arrayElement(SEATS);
    const createdAt = dateTimeBetween(
      faker,
      earlier(addDays(start.slice(0, 10), -30), addDays(SEED_DAY, -1)),
      earlier(addDays(start.slice(0, 10), -3), addDays(SEED_DAY, -1)),
    );
    return {
      title: `${gradeLabel(grade)}${subject} ${topic} ${kind}`,
      subject_id: subjectId,
      grade,
      campus_id: Number(lecturer.campus_id),
      lecturer_id: idOf(lecturer),
      start_at: start,
      duration,
      max_seats: seats,
      enrolled_count: enrolledFor(faker, status, seats, start),
      status,
      description: `${lecturer.name}老师主讲。${faker.helpers.arrayElement(PITCHES)}，${faker.helpers.arrayElement(EXTRAS)}。`,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
};
