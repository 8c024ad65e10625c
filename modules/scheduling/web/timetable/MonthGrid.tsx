import { monthGrid } from "../../common/index.js";
import type { MonthTimetable } from "../api.js";
import { statusClass } from "./timetable-css.js";
import { fill, timetableTexts as tx, weekdayNames } from "./texts.js";

type Day = MonthTimetable["days"][number];

/** A day's counts by status, in the legend's order. */
const STATUSES = [
  { key: "taught", status: 0, title: tx.taught },
  { key: "scheduled", status: 1, title: tx.scheduled },
  { key: "open", status: 2, title: tx.open },
] as const;

interface Props {
  data: MonthTimetable;
  /** The day the view is on: its month is the one shown. */
  date: string;
  today: string;
  /** A day was clicked: the page shows its week. */
  onPickDay(date: string): void;
}

function DayCell({
  date,
  day,
  outside,
  today,
  onPick,
}: {
  date: string;
  day: Day | undefined;
  outside: boolean;
  today: boolean;
  onPick(date: string): void;
}) {
  const className = `omo-tt-day${outside ? " omo-tt-outside" : ""}${today ? " omo-tt-today" : ""}`;
  const parts = day ? STATUSES.filter((s) => day[s.key] > 0) : [];
  // A day of one status: the count takes that status's colour, instead of a badge repeating the number.
  const only = parts.length === 1 ? parts[0] : undefined;
  return (
    <div
      className={className}
      role="button"
      tabIndex={0}
      data-date={date}
      onClick={() => onPick(date)}
      onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && onPick(date)}
    >
      <div className="omo-tt-dayhead">
        <span className="omo-tt-daynum">{Number(date.slice(8, 10))}</span>
        {day && day.count > 0 && (
          <span className={only && `omo-tt-only ${statusClass(only.status)}`} title={only?.title}>
            {fill(tx.count, { count: day.count })}
          </span>
        )}
      </div>
      {day && day.count > 0 && (
        <>
          {parts.length > 1 && (
            <div className="omo-tt-counts">
              {parts.map((p) => (
                <span key={p.key} className={statusClass(p.status)} title={p.title}>
                  {day[p.key]}
                </span>
              ))}
            </div>
          )}
          {day.lessons.map((l) => (
            <div key={l.id} className="omo-tt-line">
              {`${l.time} ${l.status === 2 ? tx.open : l.student}`}
            </div>
          ))}
          {day.count > day.lessons.length && (
            <div className="omo-tt-more">{fill(tx.more, { count: day.count - day.lessons.length })}</div>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The month view: whole Monday-first weeks, each day with its lesson count (coloured by status when
 * all share one, else followed by the count per status) and its first three lessons (the server sends no more); days of the neighbour months are greyed.
 * Clicking a day opens its week.
 */
export function MonthGrid({ data, date, today, onPickDay }: Props) {
  const byDate = new Map(data.days.map((d) => [d.date, d]));
  const month = date.slice(0, 7);
  return (
    <div className="omo-tt-month">
      {weekdayNames.map((name) => (
        <div key={name} className="omo-tt-month-head">
          {name}
        </div>
      ))}
      {monthGrid(date)
        .flat()
        .map((d) => (
          <DayCell
            key={d}
            date={d}
            day={byDate.get(d)}
            outside={d.slice(0, 7) !== month}
            today={d === today}
            onPick={onPickDay}
          />
        ))}
    </div>
  );
}
