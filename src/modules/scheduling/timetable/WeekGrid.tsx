import { memo, type MouseEvent, type ReactElement } from "react";
import { Empty } from "antd";
import type { Lesson, WeekTimetable } from "../api.js";
import { lessonChip } from "./lesson-chip.js";
import { dayHead, lessonsByDay } from "./week-cells.js";
import { timetableTexts as tx, weekdayNames } from "./texts.js";

/** The chip clicked, and how to wrap it in its popover or menu. */
export interface ActiveChip {
  id: number;
  wrap(lesson: Lesson, chip: ReactElement): ReactElement;
}

interface Props {
  data: WeekTimetable;
  by: "teacher" | "student";
  today: string;
  active: ActiveChip | null;
  /** A chip was clicked (its lesson). */
  onPick(lesson: Lesson): void;
}

interface RowProps {
  row: WeekTimetable["rows"][number];
  days: string[];
  by: "teacher" | "student";
  today: string;
  /** Only the row holding the clicked chip gets it, so the other rows skip rendering. */
  active: ActiveChip | null;
}

const WeekRow = memo(function WeekRow({ row, days, by, today, active }: RowProps) {
  const cells = lessonsByDay(row.lessons, days);
  return (
    <tr>
      <td className="omo-tt-name">{row.name}</td>
      {cells.map((lessons, i) => (
        <td key={days[i]} className={days[i] === today ? "omo-tt-today" : undefined}>
          {lessons.map((lesson) => {
            const chip = lessonChip(lesson, by);
            return active?.id === lesson.id ? active.wrap(lesson, chip) : chip;
          })}
        </td>
      ))}
    </tr>
  );
});

/**
 * The week view: a name column (讲师 or 学生), then Monday to Sunday, today's column marked. One
 * click handler on the table finds the chip by `data-lesson`, so rows stay plain and memoised.
 */
export function WeekGrid({ data, by, today, active, onPick }: Props) {
  const owner = new Map<number, { row: number; lesson: Lesson }>();
  data.rows.forEach((row, i) => row.lessons.forEach((lesson) => owner.set(lesson.id, { row: i, lesson })));
  const activeRow = active ? owner.get(active.id)?.row : undefined;

  const click = (event: MouseEvent<HTMLTableElement>) => {
    const chip = (event.target as HTMLElement).closest<HTMLElement>("[data-lesson]");
    const found = chip && owner.get(Number(chip.dataset.lesson));
    // The open chip's own popup closes itself on that click; picking it again would reopen it.
    if (found && found.lesson.id !== active?.id) onPick(found.lesson);
  };

  if (data.rows.length === 0) return <Empty description={tx.empty} />;
  return (
    <div className="omo-tt-scroll">
      <table className="omo-tt-week" onClick={click}>
        <thead>
          <tr>
            <th className="omo-tt-name">{by === "teacher" ? tx.teacher : tx.student}</th>
            {data.days.map((day, i) => (
              <th key={day} className={day === today ? "omo-tt-today" : undefined}>
                {dayHead(day, weekdayNames, i)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, i) => (
            <WeekRow
              key={row.id}
              row={row}
              days={data.days}
              by={by}
              today={today}
              active={i === activeRow ? active : null}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
