import { taughtLessonsBy } from "./taught-lessons.js";

/** Lessons taught (ended before now) per teacher in the range: the teacher ranking. */
export const lessonsByTeacher = taughtLessonsBy({
  name: "lessons-by-teacher",
  title: "讲师授课排行：每位讲师的已上课节数",
  category: "讲师",
  column: "teacher_id",
  resource: "lecturer",
});
