import { Button, Result } from "antd";
import type { Lesson } from "../api.js";
import { fill, conflictTexts as tx } from "./texts.js";

/** The aux page when there is nothing to arrange: the id is unknown or already resolved. */
export function ConflictGone({ onBack }: { onBack(): void }) {
  return (
    <Result
      status="404"
      title={tx.notFound}
      subTitle={tx.notFoundSub}
      extra={
        <Button type="primary" onClick={onBack}>
          {tx.back}
        </Button>
      }
    />
  );
}

/** The aux page after a failed read other than "not found" (the network, the server). */
export function ConflictLoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Result
      status="error"
      title={tx.loadFailed}
      subTitle={message}
      extra={<Button onClick={onRetry}>{tx.retry}</Button>}
    />
  );
}

/** The aux page once the lesson moved: the conflict is resolved, and the next steps are offered. */
export function ConflictSolved({
  lesson,
  onList,
  onTimetable,
}: {
  lesson: Lesson;
  onList(): void;
  onTimetable(): void;
}) {
  return (
    <Result
      status="success"
      title={tx.solvedTitle}
      subTitle={fill(tx.solvedSub, { date: lesson.date, range: lesson.range })}
      extra={[
        <Button key="list" type="primary" onClick={onList}>
          {tx.backToList}
        </Button>,
        <Button key="timetable" onClick={onTimetable}>
          {tx.viewTimetable}
        </Button>,
      ]}
    />
  );
}
