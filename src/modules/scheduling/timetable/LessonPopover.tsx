import { useState, type ReactElement } from "react";
import { Button, Descriptions, Popover, Space, Typography } from "antd";
import type { Lesson, LessonStatus } from "../api.js";
import { RescheduleForm } from "./RescheduleForm.js";
import { timetableTexts as tx } from "./texts.js";

/** The legend's words for a status. */
export const STATUS_TEXT: Record<LessonStatus, string> = { 0: tx.taught, 1: tx.scheduled, 2: tx.open };

interface Props {
  lesson: Lesson;
  chip: ReactElement;
  /** 调课 is offered for a future lesson (status 1) to users with WRITE; 删除 to users with DELETE, not on a taught one. */
  allowed: { write: boolean; remove: boolean };
  onRemove(lesson: Lesson): void;
  /** Moved: the page reloads the timetable. */
  onMoved(): void;
  onClose(): void;
}

function Details({ lesson }: { lesson: Lesson }) {
  const rows: [string, string][] = [
    [tx.date, lesson.date],
    [tx.time, lesson.range],
    [tx.campus, lesson.campus],
    [tx.teacher, lesson.teacher],
    [tx.student, lesson.student],
    [tx.subject, lesson.subject],
    [tx.title, lesson.title],
    [tx.remark, lesson.remark],
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
  const [moving, setMoving] = useState(false);
  const canMove = allowed.write && lesson.status === 1;
  const canRemove = allowed.remove && lesson.status !== 0;
  const note = lesson.status === 0 && (allowed.write || allowed.remove) && (
    <Typography.Text type="secondary">{tx.taughtReadOnly}</Typography.Text>
  );
  const actions = (canMove || canRemove) && (
    <Space>
      {canMove && (
        <Button size="small" type="primary" onClick={() => setMoving(true)}>
          {tx.reschedule}
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
        moving ? `${tx.reschedule}：${lesson.student || lesson.teacher}` : lesson.title || STATUS_TEXT[lesson.status]
      }
      onOpenChange={(open) => !open && onClose()}
      content={
        moving ? (
          <RescheduleForm lesson={lesson} onDone={onMoved} onCancel={() => setMoving(false)} />
        ) : (
          <>
            <Details lesson={lesson} />
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
