import { Fragment, memo, useMemo, useRef, type MouseEvent, type ReactElement } from "react";
import { Empty } from "antd";
import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import type { TimetableLesson, WeekTimetable } from "../api.js";
import { lessonChip } from "./lesson-chip.js";
import { dayHead, lessonsByDay } from "./week-cells.js";
import { timetableTexts as tx, weekdayNames } from "./texts.js";

/** The chip clicked, and how to wrap it in its popover or menu. */
export interface ActiveChip {
  id: number;
  wrap(lesson: TimetableLesson, chip: ReactElement): ReactElement;
}

interface Props {
  data: WeekTimetable;
  by: "teacher" | "student";
  today: string;
  active: ActiveChip | null;
  /** A chip was clicked (its lesson). */
  onPick(lesson: TimetableLesson): void;
}

interface RowProps {
  index: number;
  name: string;
  /** The row's lessons in its seven day cells. */
  cells: TimetableLesson[][];
  days: string[];
  by: "teacher" | "student";
  today: string;
  /** Only the row holding the clicked chip gets it, so the other rows skip rendering. */
  active: ActiveChip | null;
  measure(row: HTMLTableRowElement | null): void;
}

/** A chip's height with its gap (two lines of the small font), and a row's padding and border. */
const CHIP = 44;
const ROW_EDGE = 9;
/** Rows drawn beyond the window each way: a short scroll or a Tab to the next row finds them drawn. */
const OVERSCAN = 3;

const WeekRow = memo(function WeekRow({ index, name, cells, days, by, today, active, measure }: RowProps) {
  return (
    <tr data-index={index} ref={measure}>
      <td className="omo-tt-name">{name}</td>
      {cells.map((lessons, i) => (
        <td key={days[i]} className={days[i] === today ? "omo-tt-today" : undefined}>
          {lessons.map((lesson) => {
            const chip = lessonChip(lesson, by);
            // The popup wrapping the open chip takes the chip's place in the list, and so its key.
            return active?.id === lesson.id ? <Fragment key={lesson.id}>{active.wrap(lesson, chip)}</Fragment> : chip;
          })}
        </td>
      ))}
    </tr>
  );
});

/** The height a row will take before it is drawn: its busiest day's chips. */
const estimate = (cells: TimetableLesson[][]) => ROW_EDGE + CHIP * Math.max(1, ...cells.map((c) => c.length));

/**
 * Without a layout (a page kept in a hidden tab, or no layout engine) the window has no height and
 * rows none: then a screenful is drawn at the rows' estimated heights, instead of nothing.
 */
const windowRect: typeof observeElementRect<HTMLDivElement> = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height: window.innerHeight }));

/** Spacer rows stand for the rows not drawn above and below, so the scrollbar spans them all. */
function Spacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="omo-tt-spacer" style={{ height }}>
      <td colSpan={8} />
    </tr>
  );
}

/**
 * The week view: a name column (讲师 or 学生), then Monday to Sunday, today's column marked. Only the
 * rows in the scrolled window (and a few around it) are drawn, so a campus of thousands of lessons
 * draws as fast as a screenful; the day header stays on top. One click handler on the table finds
 * the chip by `data-lesson`, so rows stay plain and memoised.
 */
export function WeekGrid({ data, by, today, active, onPick }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const { cells, owner } = useMemo(() => {
    const owner = new Map<number, { row: number; lesson: TimetableLesson }>();
    data.rows.forEach((row, i) => row.lessons.forEach((lesson) => owner.set(lesson.id, { row: i, lesson })));
    return { cells: data.rows.map((row) => lessonsByDay(row.lessons, data.days)), owner };
  }, [data]);
  const activeRow = active ? owner.get(active.id)?.row : undefined;
  // The virtualizer re-renders the grid itself when scrolled; only rows (memoised on their own props) are memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows: Virtualizer<HTMLDivElement, HTMLTableRowElement> = useVirtualizer({
    count: data.rows.length,
    getScrollElement: () => scroller.current,
    getItemKey: (i) => data.rows[i].id,
    estimateSize: (i) => estimate(cells[i]),
    // A row not laid out (no layout engine) keeps its estimate rather than counting as empty.
    measureElement: (el, entry, instance) =>
      measureElement(el, entry, instance) || estimate(cells[Number(el.dataset.index)]),
    observeElementRect: windowRect,
    overscan: OVERSCAN,
  });

  const click = (event: MouseEvent<HTMLTableElement>) => {
    const chip = (event.target as HTMLElement).closest<HTMLElement>("[data-lesson]");
    const found = chip && owner.get(Number(chip.dataset.lesson));
    // The open chip's own popup closes itself on that click; picking it again would reopen it.
    if (found && found.lesson.id !== active?.id) onPick(found.lesson);
  };

  if (data.rows.length === 0) return <Empty description={tx.empty} />;
  const drawn = rows.getVirtualItems();
  const above = drawn.length ? drawn[0].start : 0;
  const below = drawn.length ? rows.getTotalSize() - drawn[drawn.length - 1].end : 0;
  return (
    <div className="omo-tt-scroll" ref={scroller}>
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
          <Spacer height={above} />
          {drawn.map(({ index }) => (
            <WeekRow
              key={data.rows[index].id}
              index={index}
              name={data.rows[index].name}
              cells={cells[index]}
              days={data.days}
              by={by}
              today={today}
              active={index === activeRow ? active : null}
              measure={rows.measureElement}
            />
          ))}
          <Spacer height={below} />
        </tbody>
      </table>
    </div>
  );
}
