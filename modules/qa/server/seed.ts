import type { ResourceSeed } from "../../../mock-server/resources/seed-types.js";
import { categoriesOf, idOf, numbersOf } from "../../school/server/seed/seed-rows.js";

interface Plan {
  weekdays: number[];
  start: string;
  end: string;
  maxQueue: number;
  dailyLimit: number;
  enabled?: boolean;
  remark?: string;
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const WEEKDAYS_AND_SATURDAY = [1, 2, 3, 4, 5, 6];

/**
 * The Q&A hours per subject: the core subjects every evening and at weekends, the sciences on
 * school days and Saturday, the humanities three evenings a week; 政治 is paused this term.
 */
const PLANS: Record<string, Plan> = {
  语文: { weekdays: EVERY_DAY, start: "14:00", end: "21:00", maxQueue: 50, dailyLimit: 5 },
  数学: {
    weekdays: EVERY_DAY,
    start: "08:30",
    end: "21:30",
    maxQueue: 100,
    dailyLimit: 8,
    remark: "高三学员集中提问，晚间增派答疑教师",
  },
  英语: { weekdays: EVERY_DAY, start: "09:00", end: "21:00", maxQueue: 60, dailyLimit: 6 },
  物理: { weekdays: WEEKDAYS_AND_SATURDAY, start: "13:00", end: "21:30", maxQueue: 60, dailyLimit: 5 },
  化学: { weekdays: WEEKDAYS_AND_SATURDAY, start: "14:00", end: "21:00", maxQueue: 40, dailyLimit: 5 },
  生物: { weekdays: [1, 2, 3, 4, 5], start: "18:00", end: "21:00", maxQueue: 30, dailyLimit: 4 },
  历史: { weekdays: [1, 3, 5], start: "19:00", end: "21:00", maxQueue: 20, dailyLimit: 3 },
  地理: { weekdays: [2, 4, 6], start: "19:00", end: "21:00", maxQueue: 20, dailyLimit: 3 },
  政治: {
    weekdays: [2, 4],
    start: "19:00",
    end: "21:00",
    maxQueue: 20,
    dailyLimit: 3,
    enabled: false,
    remark: "本学期暂停，待新教师入职后恢复",
  },
};

/**
 * One live Q&A rule per subject (the rule's subject is unique), answered by two to six lecturers
 * in post who teach the subject.
 */
export const qaRuleSeed: ResourceSeed = ({ faker, rows }) => {
  const lecturers = rows("lecturer").filter((l) => l.working_state === 1);
  return categoriesOf(rows("category"), "xk").flatMap((subject) => {
    const plan = PLANS[String(subject.name)];
    const teachers = lecturers.filter((l) => numbersOf(l.subject_ids).includes(idOf(subject)));
    if (!plan || !teachers.length) return [];
    const chosen = faker.helpers.arrayElements(teachers, { min: Math.min(2, teachers.length), max: 6 });
    return [
      {
        name: `${subject.name}直播答疑`,
        subject_id: idOf(subject),
        weekdays: plan.weekdays,
        start_time: plan.start,
        end_time: plan.end,
        max_queue: plan.maxQueue,
        daily_question_limit: plan.dailyLimit,
        teacher_ids: chosen.map(idOf).sort((a, b) => a - b),
        enabled: plan.enabled ?? true,
        ...(plan.remark && { remark: plan.remark }),
      },
    ];
  });
};
