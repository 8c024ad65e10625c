import type { ReactElement } from "react";
import type { TimetableLesson } from "../api.js";
import { statusClass } from "./timetable-css.js";
import { timetableTexts as tx } from "./texts.js";

/**
 * One lesson on the week grid (spec §3's course cell: range, student, subject, status), as a bare
 * `<button>` element rather than a component: no state, no popup of its own. The grid opens one
 * popover for the chip clicked (found by `data-lesson`), and a popup trigger wraps a DOM element
 * directly. By teacher a chip names the student, by student the teacher. Its time comes first, on a
 * line of its own, so a narrow day column (the whole week fits a laptop screen) still shows it.
 */
export function lessonChip(lesson: TimetableLesson, by: "teacher" | "student"): ReactElement {
  const className = `omo-tt-chip ${statusClass(lesson.status)}`;
  if (lesson.status === 2) {
    return (
      <button key={lesson.id} type="button" className={className} data-lesson={lesson.id}>
        <span className="omo-tt-range">{lesson.range}</span>
        <span>{tx.open}</span>
      </button>
    );
  }
  const person = by === "teacher" ? lesson.student : lesson.teacher;
  const who = [person, lesson.subject].filter(Boolean).join(" · ");
  // The hint is the line itself, which a narrow column cuts short (the title is in the popover).
  return (
    <button key={lesson.id} type="button" className={className} data-lesson={lesson.id} title={who}>
      <span className="omo-tt-range">{lesson.range}</span>
      <span>{who}</span>
    </button>
  );
}
