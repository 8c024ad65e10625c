import { act, fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { weekDays } from "../../common/index.js";
import type { WeekTimetable } from "../../web/api.js";
import { WeekGrid } from "../../web/timetable/WeekGrid.js";
import { lesson } from "./timetable-support.js";

/** The scroll window's height in these tests: jsdom lays nothing out, so the test gives it one. */
const WINDOW = 400;
const ROWS = 300;

/** A week of `ROWS` teachers, each with one lesson on each of two days (2 chips a row, one a cell). */
function bigWeek(): WeekTimetable {
  const days = weekDays("2026-11-23");
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const teacher = `讲师${String(i).padStart(3, "0")}`;
    const at = (id: number, date: string) =>
      lesson({ id, date, time: "09:00", teacher_id: 1000 + i, teacher, student_id: 5000 + i, student: `学生${i}` });
    return { id: 1000 + i, name: teacher, lessons: [at(2 * i + 1, days[0]), at(2 * i + 2, days[3])] };
  });
  return { mode: "week", range: { start: days[0], end: days[6] }, days, total: 2 * ROWS, campus_id: 3, rows };
}

const drawnNames = () =>
  [...document.querySelectorAll<HTMLElement>(".omo-tt-week tbody td.omo-tt-name")].map((td) => td.textContent);

let restore: () => void;
beforeEach(() => {
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains("omo-tt-scroll") ? WINDOW : 0;
    },
  });
  restore = () => {
    if (own) Object.defineProperty(HTMLElement.prototype, "clientHeight", own);
    else delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  };
});
afterEach(() => restore());

describe("the week grid of many rows", () => {
  it("draws the rows of the window (and a few more), not all, and draws more when scrolled", async () => {
    const onPick = (): void => {};
    render(<WeekGrid data={bigWeek()} by="teacher" today="2026-11-25" active={null} onPick={onPick} />);
    const first = await waitFor(() => {
      const names = drawnNames();
      if (!names.length) throw new Error("no rows yet");
      return names;
    });
    // A row of one chip a day is estimated at 53 px: about 8 fit the window, a few more are drawn around it.
    expect(first[0]).toBe("讲师000");
    expect(first.length).toBeGreaterThanOrEqual(Math.floor(WINDOW / 53));
    expect(first.length).toBeLessThan(30);
    expect(document.querySelectorAll("[data-lesson]")).toHaveLength(2 * first.length);
    // The day header is drawn once, whatever is scrolled: it stays on top (position: sticky).
    expect(document.querySelectorAll(".omo-tt-week thead th")).toHaveLength(8);
    // The rows not drawn below still take their height, so the scrollbar spans the whole week.
    const spacer = document.querySelector<HTMLElement>("tbody tr.omo-tt-spacer:last-child")!;
    expect(parseFloat(spacer.style.height)).toBeGreaterThan(53 * (ROWS - 30));

    const scroller = document.querySelector<HTMLElement>(".omo-tt-scroll")!;
    let top = 0;
    Object.defineProperty(scroller, "scrollTop", { configurable: true, get: () => top, set: (v: number) => (top = v) });
    act(() => {
      top = 53 * 150;
      fireEvent.scroll(scroller);
    });
    await waitFor(() => expect(drawnNames()).toContain("讲师150"));
    const later = drawnNames();
    expect(later).not.toContain("讲师000");
    expect(later.length).toBeLessThan(30);
    // Chips are buttons, reached by Tab; the rows around the window are drawn for the next Tab.
    expect(document.querySelector(`[data-lesson="${2 * 150 + 1}"]`)?.tagName).toBe("BUTTON");
    expect(later).toContain("讲师155");
  });
});
