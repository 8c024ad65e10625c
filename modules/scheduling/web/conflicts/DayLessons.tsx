import { Tooltip, Typography } from "antd";
import type { Lesson } from "../api.js";
import { conflictTexts as tx } from "./texts.js";

const box = (moving: boolean, taught: boolean) => ({
  fontSize: 12,
  lineHeight: "18px",
  padding: "2px 6px",
  marginBottom: 4,
  borderRadius: 4,
  borderInlineStart: `3px solid ${moving ? "#ff4d4f" : taught ? "#bfbfbf" : "#1677ff"}`,
  background: moving ? "#fff1f0" : taught ? "#fafafa" : "#f0f5ff",
});

/**
 * A person's lessons on one day of the aux page's week, in time order. The lesson being moved is
 * marked 待调整, so the scheduler sees what the free times replace; the other party is named
 * (the student on the teacher's row, the teacher on the student's); a reserved slot without
 * a student says so.
 */
export function DayLessons({ lessons, moving, by }: { lessons: Lesson[]; moving: number; by: "teacher" | "student" }) {
  if (lessons.length === 0) return <Typography.Text type="secondary">{tx.noLessons}</Typography.Text>;
  return (
    <>
      {[...lessons]
        .sort((a, b) => a.time.localeCompare(b.time))
        .map((l) => (
          <Tooltip key={l.id} title={`${l.range} ${l.subject} ${l.title}`}>
            <div style={box(l.id === moving, l.status === 0)} data-lesson={l.id}>
              <div>{l.range}</div>
              <Typography.Text type={l.id === moving ? "danger" : "secondary"} style={{ fontSize: 12 }} ellipsis>
                {l.id === moving
                  ? tx.thisLesson
                  : l.status === 2
                    ? tx.openSlot
                    : by === "teacher"
                      ? l.student
                      : l.teacher}
              </Typography.Text>
            </div>
          </Tooltip>
        ))}
    </>
  );
}
