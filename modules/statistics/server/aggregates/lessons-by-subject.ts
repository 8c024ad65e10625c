import { taughtLessonsBy } from "./taught-lessons.js";

/** Lessons taught (ended before now) per subject in the range. */
export const lessonsBySubject = taughtLessonsBy({
  name: "lessons-by-subject",
  title: "学科授课分布：每个学科的已上课节数",
  category: "学科",
  column: "subject_id",
  resource: "category",
});
