import type { TimetableLesson } from "../api.js";
import { dayWithWeekday } from "../shown-dates.js";

/**
 * A person's lessons of a week laid out in the seven day cells, each cell in start order (then by
 * id, so equal times keep one order). Lessons outside the week are left out.
 */
export function lessonsByDay(lessons: readonly TimetableLesson[], days: readonly string[]): TimetableLesson[][] {
  const cells = days.map((): TimetableLesson[] => []);
  const column = new Map(days.map((d, i) => [d, i]));
  for (const lesson of lessons) {
    const i = column.get(lesson.date);
    if (i !== undefined) cells[i].push(lesson);
  }
  for (const cell of cells) cell.sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
  return cells;
}

/** The column head of a day: `周一 11/23`. */
export function dayHead(date: string, weekdayNames: readonly string[], index: number): string {
  return dayWithWeekday(date, weekdayNames[index]);
}
