import { useState, type ReactElement } from "react";
import { Button, Descriptions, Popover, Space, Typography } from "antd";
import { useQuery } from "@tanstack/react-query";
import type { Lesson, LessonStatus, TimetableLesson } from "../api.js";
import { useScheduleApi } from "../use-schedule-api.js";
import { RescheduleForm } from "./RescheduleForm.js";
import { CorrectionForm } from "./CorrectionForm.js";
import { fill, timetableTexts as tx } from "./texts.js";

/** The legend's words for a status. */
export const STATUS_TEXT: Record<LessonStatus, string> = { 0: tx.taught, 1: tx.scheduled, 2: tx.open };

interface Props {
  lesson: TimetableLesson;
  chip: ReactElement;
  /**
   * 调课 is offered for a future lesson (status 1) to users with WRITE; 删除 to users with DELETE, not on a
   * taught one; 课时更正 of a taught one to admins.
   */
  allowed: { write: boolean; remove: boolean; correct?: boolean };
  onRemove(lesson: TimetableLesson): void;
  /** Moved: the page reloads the timetable. */
  onMoved(): void;
  onClose(): void;
}

/**
 * The whole lesson (its title and remark): the timetable sends only what its chips show, so the
 * popover reads the rest when it opens.
 */
function useWholeLesson(id: number): Lesson | undefined {
  const api = useScheduleApi();
  return useQuery({
    queryKey: ["scheduling", "timetable", "lesson", id],
    queryFn: () => api.lesson(id),
    staleTime: 30_000,
  }).data;
}

function Details({ lesson, whole }: { lesson: TimetableLesson; whole: Lesson | undefined }) {
  const rows: [string, string][] = [
    [tx.date, lesson.date],
    [tx.time, lesson.range],
    [tx.campus, lesson.campus],
    [tx.teacher, lesson.teacher],
    [tx.student, lesson.student],
    [tx.subject, lesson.subject],
    [tx.title, whole?.title ?? ""],
    [tx.remark, whole?.remark ?? ""],
    [tx.status, STATUS_TEXT[lesson.status]],
  ];
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ width: 280 }}
      items={rows.filter(([, value]) => value).map(([label, value]) => ({ key: label, label, children: value }))}
    />
  );
}

/**
 * A lesson's details, opened on the chip just clicked, with 调课 and 删除 where the lesson and the
 * user allow them. Taught lessons (status 0) are history, read-only for everyone: the server refuses to move
 * or delete them, and only an admin's 课时更正 changes their hours, so the popover says so instead.
 */
export function LessonPopover({ lesson, chip, allowed, onRemove, onMoved, onClose }: Props) {
  const [mode, setMode] = useState<"details" | "moving" | "correcting">("details");
  const whole = useWholeLesson(lesson.id);
  const canMove = allowed.write && lesson.status === 1;
  const canRemove = allowed.remove && lesson.status !== 0;
  const canCorrect = !!allowed.correct && lesson.status === 0;
  const note = lesson.status === 0 && (allowed.write || allowed.remove) && (
    <Typography.Text type="secondary">{tx.taughtReadOnly}</Typography.Text>
  );
  const actions = (canMove || canRemove || canCorrect) && (
    <Space>
      {canMove && (
        <Button size="small" type="primary" onClick={() => setMode("moving")}>
          {tx.reschedule}
        </Button>
      )}
      {canCorrect && (
        <Button size="small" onClick={() => setMode("correcting")}>
          {tx.correction}
        </Button>
      )}
      {canRemove && (
        <Button
          size="small"
          danger
          onClick={() => {
            onClose();
            onRemove(lesson);
          }}
        >
          {tx.delete}
        </Button>
      )}
    </Space>
  );
  return (
    <Popover
      key={lesson.id}
      open
      trigger={["click"]}
      title={
        mode === "details"
          ? whole?.title || STATUS_TEXT[lesson.status]
          : fill(tx.labelled, {
              label: mode === "moving" ? tx.reschedule : tx.correction,
              value: lesson.student || lesson.teacher,
            })
      }
      onOpenChange={(open) => !open && onClose()}
      content={
        mode === "moving" ? (
          <RescheduleForm lesson={lesson} onDone={onMoved} onCancel={() => setMode("details")} />
        ) : mode === "correcting" ? (
          <CorrectionForm lesson={lesson} onDone={onMoved} onCancel={() => setMode("details")} />
        ) : (
          <>
            <Details lesson={lesson} whole={whole} />
            {actions}
            {note}
          </>
        )
      }
    >
      {chip}
    </Popover>
  );
}
