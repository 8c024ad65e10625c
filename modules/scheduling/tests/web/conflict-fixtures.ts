import { addDays } from "../../common/index.js";
import type { ConflictDetail, ConflictRow, FreeSlots, Lesson } from "../../web/api.js";

/** A lesson of the aux page's week, with the fields the screens read. */
export const lesson = (id: number, date: string, time: string, range: string, more: Partial<Lesson> = {}): Lesson => ({
  id,
  status: 1,
  date,
  time,
  range,
  start_at: `${date} ${time}`,
  end_at: `${date} ${range.slice(6)}`,
  duration: 45,
  campus_id: 3,
  campus: "上海浦东校区",
  teacher_id: 42,
  teacher: "武佳琪",
  student_id: 207,
  student: "上官梓涵",
  subject_id: 6,
  subject: "生物",
  title: "高三生物 第7讲 人体的内环境与稳态",
  remark: "",
  batch_id: null,
  ...more,
});

export const conflictRow = (id: number, more: Partial<ConflictRow> = {}): ConflictRow => ({
  id,
  lesson_id: 2800 + id,
  kind: "teacher",
  campus: "上海浦东校区",
  student: "上官梓涵",
  teacher: "武佳琪",
  subject: "生物",
  conflict_time: "2026-11-28 16:15-17:00",
  detected_at: "2026-11-17 10:32",
  wait_minutes: 8748,
  wait: "6天1小时",
  reason: "讲师「武佳琪」在该时段已有课程（11月28日 16:00-16:30 学生「蓝瑾瑜」）",
  resolved_at: null,
  resolution: null,
  ...more,
});

/** Conflict 3 as the detail endpoint answers it. */
export const detail3: ConflictDetail = {
  ...conflictRow(3),
  grade: "高三",
  lesson: lesson(2803, "2026-11-28", "16:15", "16:15-17:00"),
};

/** Conflict 3's week: the moved lesson and one other on Saturday; a few free times. */
export const slots3 = (start = "2026-11-23"): FreeSlots => {
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  return {
    range: { start, end: days[6] },
    days,
    duration: 45,
    teacher: {
      id: 42,
      name: "武佳琪",
      lessons: [
        lesson(1051, days[5], "16:00", "16:00-16:30", { student: "蓝瑾瑜", duration: 30 }),
        lesson(2803, days[5], "16:15", "16:15-17:00"),
      ],
    },
    student: { id: 207, name: "上官梓涵", lessons: [lesson(2803, days[5], "16:15", "16:15-17:00")] },
    free: days.map((date, i) =>
      i === 1
        ? { date, times: ["09:00", "09:15", "14:30"] }
        : i === 5
          ? { date, times: ["17:30"] }
          : { date, times: [] },
    ),
  };
};
