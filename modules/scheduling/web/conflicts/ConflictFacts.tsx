import { Descriptions } from "antd";
import type { ConflictDetail } from "../api.js";
import { fill, conflictTexts as tx } from "./texts.js";

/**
 * The aux page's facts about the conflicting lesson (spec §2): who, what, when, and why it clashes,
 * taken from the real lesson so the scheduler sees what is being moved.
 */
export function ConflictFacts({ conflict }: { conflict: ConflictDetail }) {
  const { lesson } = conflict;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: "student", label: tx.student, children: lesson.student || conflict.student },
        { key: "grade", label: tx.grade, children: conflict.grade || "—" },
        { key: "subject", label: tx.subject, children: lesson.subject },
        { key: "title", label: tx.lessonTitle, children: lesson.title, span: { xs: 1, sm: 2, lg: 3 } },
        { key: "date", label: tx.date, children: lesson.date },
        { key: "teacher", label: tx.teacher, children: lesson.teacher },
        { key: "range", label: tx.classTime, children: lesson.range },
        { key: "time", label: tx.startTime, children: lesson.time },
        { key: "duration", label: tx.duration, children: fill(tx.minutes, { n: lesson.duration }) },
        { key: "campus", label: tx.campus, children: lesson.campus },
        { key: "reason", label: tx.trigger, children: conflict.reason, span: { xs: 1, sm: 2, lg: 3 } },
      ]}
    />
  );
}
