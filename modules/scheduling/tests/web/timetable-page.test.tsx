import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import type { UserInfo } from "../../../../src/app/session/validate.js";
import { addDays, weekdayOf } from "../../common/index.js";
import { todayText } from "../../web/timetable/timetable-params.js";
import { reply } from "../../../../tests/helpers/boot-config.js";
import { button } from "../../../../tests/engine/support/antd.js";
import {
  ROUTE,
  address,
  calls,
  chip,
  fieldValue,
  lesson,
  modal,
  november,
  openPopover,
  renderTimetable,
  timetableQueries,
  toWire,
  weekLessons,
  type PlainMonth,
} from "./timetable-support.js";

const readOnly: UserInfo = { username: "reader", avatar: "", roles: ["editor"], ability: ["READ"], admin: false };

const range = () => screen.getByTestId("timetable-range").textContent;
const lastQuery = (fetch: Parameters<typeof timetableQueries>[0]) => timetableQueries(fetch).at(-1);

/** The chips of a cell (row of `person`, column `day` 0–6), as their ids. */
const cellChips = (person: string, day: number) => {
  const row = [...document.querySelectorAll("tbody tr")].find((tr) => tr.firstElementChild?.textContent === person)!;
  return [...row.children[day + 1].querySelectorAll<HTMLElement>("[data-lesson]")];
};

describe("the timetable's address", () => {
  it("asks for the view the address holds and shows its range, and a re-render from the address asks the same", async () => {
    const path = `${ROUTE}?mode=week&date=2026-11-25&campus_id=3&teacher_id=7`;
    const { fetch } = renderTimetable({ path });
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    const expected = { mode: "week", date: "2026-11-25", by: "teacher", campus_id: "3", teacher_id: "7" };
    expect(timetableQueries(fetch)).toEqual([expected]);
    expect(range()).toBe("2026年11月23日 - 2026年11月29日");
    expect(document.querySelector("#timetable-teacher")?.closest(".ant-select")?.textContent).toContain("张老师");

    // A reload: the page is built afresh from nothing but the address.
    cleanup();
    const again = renderTimetable({ path: `${window.location.pathname}${window.location.search}` });
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    expect(timetableQueries(again.fetch)).toEqual([expected]);
  });

  it("pages by ±7 days with 上一周 / 下一周, comes back with 今天, and writes each step into the address", async () => {
    const { fetch, user } = renderTimetable({ path: `${ROUTE}?mode=week&date=2026-11-25&by=student` });
    await screen.findByText("2026年11月23日 - 2026年11月29日");

    await user.click(button("下一周"));
    await waitFor(() => expect(lastQuery(fetch)).toMatchObject({ mode: "week", date: "2026-12-02", by: "student" }));
    expect(address()).toEqual({ mode: "week", date: "2026-12-02", by: "student" });
    expect(range()).toBe("2026年11月30日 - 2026年12月06日");

    await user.click(button("上一周"));
    await user.click(button("上一周"));
    await waitFor(() => expect(lastQuery(fetch)?.date).toBe("2026-11-18"));
    expect(address().date).toBe("2026-11-18");

    await user.click(button("今天"));
    await waitFor(() => expect(lastQuery(fetch)?.date).toBe(todayText("Asia/Shanghai")));
    expect(address()).toEqual({ mode: "week", date: todayText("Asia/Shanghai"), by: "student" });
  });

  it("opens on the campus the server shows, offers 全部校区, and remembers the user's choice", async () => {
    const campusShown = () =>
      document.querySelector("#timetable-campus")?.closest(".ant-select")?.querySelector(".ant-select-selection-item")
        ?.textContent;
    // The choice is kept per user in this browser: the next tests start without it.
    onTestFinished(() => localStorage.clear());
    const { fetch, user } = renderTimetable({ path: `${ROUTE}?mode=week&date=2026-11-23` });
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    // No campus in the address: the query names none, and the select shows the answer's (the server's first).
    expect(timetableQueries(fetch)[0]).not.toHaveProperty("campus_id");
    await waitFor(() => expect(campusShown()).toBe("上海浦东校区"));

    await user.click(document.querySelector("#timetable-campus")!);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
        (el) => el.getAttribute("title") === "全部校区",
      );
      if (!found) throw new Error("no 全部校区");
      return found;
    });
    await user.click(option);
    await waitFor(() => expect(lastQuery(fetch)).toMatchObject({ all_campuses: "true" }));
    expect(lastQuery(fetch)).not.toHaveProperty("campus_id");
    expect(address().campus_id).toBe("all");
    expect(campusShown()).toBe("全部校区");

    // The same user opening the page again without a campus in the address gets every campus again.
    cleanup();
    const again = renderTimetable({ path: `${ROUTE}?mode=week&date=2026-11-23` });
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    expect(timetableQueries(again.fetch)[0]).toMatchObject({ all_campuses: "true" });
  });

  it("falls back to this week by teacher when the address is malformed", async () => {
    const { fetch } = renderTimetable({ path: `${ROUTE}?mode=year&date=2026-02-31&teacher_id=abc` });
    await waitFor(() => expect(timetableQueries(fetch)).toHaveLength(1));
    expect(timetableQueries(fetch)[0]).toEqual({ mode: "week", date: todayText("Asia/Shanghai"), by: "teacher" });
  });
});

describe("the month view", () => {
  it("asks for mode=month, shows counts and first lessons, and a clicked day opens its week", async () => {
    const { fetch, user } = renderTimetable();
    await waitFor(() => expect(chip(11)).toBeInTheDocument());

    await user.click(screen.getByText("月"));
    await waitFor(() => expect(lastQuery(fetch)).toEqual({ mode: "month", date: "2026-11-23" }));
    expect(await screen.findByText("2026年11月")).toBeInTheDocument();
    expect(button("上一月")).toBeInTheDocument();
    const day = document.querySelector<HTMLElement>('[data-date="2026-11-18"]')!;
    expect(within(day).getByText("5节")).toBeInTheDocument();
    expect(within(day).getByText("08:30 王小明")).toBeInTheDocument();
    expect([...day.querySelectorAll(".omo-tt-counts span")].map((s) => [s.className, s.textContent])).toEqual([
      ["omo-tt-s0", "3"],
      ["omo-tt-s1", "1"],
      ["omo-tt-s2", "1"],
    ]);
    // The grid starts on Monday 26 October and greys the days of other months.
    const cells = document.querySelectorAll<HTMLElement>("[data-date]");
    expect(cells[0].dataset.date).toBe("2026-10-26");
    expect(cells[0]).toHaveClass("omo-tt-outside");
    expect(day).not.toHaveClass("omo-tt-outside");

    await user.click(day);
    await waitFor(() => expect(lastQuery(fetch)).toEqual({ mode: "week", date: "2026-11-18", by: "teacher" }));
    expect(address()).toEqual({ mode: "week", date: "2026-11-18" });
  });

  it("says a day's count once: a day of one status shows no badge repeating it", async () => {
    const lessons = [lesson({ id: 41, date: "2026-11-19", time: "09:00" })];
    const month: PlainMonth = {
      ...november,
      days: november.days.map((d) =>
        d.date === "2026-11-19" ? { date: d.date, count: 39, taught: 0, scheduled: 39, open: 0, lessons } : d,
      ),
    };
    renderTimetable({
      path: `${ROUTE}?mode=month&date=2026-11-23`,
      answer: (path) => (path.startsWith("/v1/schedule/timetable") ? reply(toWire(month)) : undefined),
    });
    const day = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-date="2026-11-19"]');
      if (!found?.textContent?.includes("39节")) throw new Error("no day");
      return found;
    });
    expect(day.textContent?.match(/39/g)).toHaveLength(1);
    expect(day.querySelector(".omo-tt-counts")).toBeNull();
    // Its status still shows, in the legend's colour of the count.
    expect(within(day).getByText("39节")).toHaveClass("omo-tt-s1");
    expect(within(day).getByText("39节")).toHaveAttribute("title", "未上课");
  });

  it("pages a month at a time", async () => {
    const { fetch, user } = renderTimetable({ path: `${ROUTE}?mode=month&date=2026-01-31` });
    await screen.findByText("2026年01月");
    await user.click(button("下一月"));
    await waitFor(() => expect(lastQuery(fetch)).toEqual({ mode: "month", date: "2026-02-28" }));
  });
});

describe("the week grid", () => {
  it("lists each person's lessons per day in time order, coloured by status, and marks today's column", async () => {
    renderTimetable();
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    expect([...document.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual([
      "讲师",
      "周一 11/23",
      "周二 11/24",
      "周三 11/25",
      "周四 11/26",
      "周五 11/27",
      "周六 11/28",
      "周日 11/29",
    ]);
    const wednesday = cellChips("张老师", 2);
    expect(wednesday.map((c) => c.dataset.lesson)).toEqual(["12", "11"]);
    expect(wednesday.map((c) => c.className)).toEqual(["omo-tt-chip omo-tt-s0", "omo-tt-chip omo-tt-s1"]);
    expect(wednesday[0].textContent).toBe("09:00-09:45王小明 · 数学");
    expect(cellChips("张老师", 5)[0].className).toBe("omo-tt-chip omo-tt-s2");
    expect(cellChips("张老师", 5)[0].textContent).toBe("15:00-16:00预留时段");
    expect(cellChips("李老师", 1).map((c) => c.dataset.lesson)).toEqual(["14"]);
  });

  it("names the teacher on chips and the student column when rows are by student", async () => {
    renderTimetable({ path: `${ROUTE}?mode=week&date=2026-11-23&by=student` });
    await waitFor(() => expect(chip(14)).toBeInTheDocument());
    expect(document.querySelector("thead th")?.textContent).toBe("学生");
    expect(chip(14).textContent).toBe("10:00-10:45李老师 · 数学");
  });

  it("highlights today's column", async () => {
    const today = todayText("Asia/Shanghai");
    renderTimetable({ path: `${ROUTE}?mode=week&date=${today}` });
    await waitFor(() => expect(document.querySelectorAll("thead th")).toHaveLength(8));
    const weekday = weekdayOf(today);
    const marked = [...document.querySelectorAll("thead th")].filter((th) => th.classList.contains("omo-tt-today"));
    expect(marked.map((th) => th.textContent)).toEqual([
      `${["周一", "周二", "周三", "周四", "周五", "周六", "周日"][weekday - 1]} ${Number(today.slice(5, 7))}/${Number(today.slice(8, 10))}`,
    ]);
    // One marked cell per row, in the same column.
    const rows = [...document.querySelectorAll("tbody tr")];
    expect(rows.map((tr) => [...tr.children].findIndex((td) => td.classList.contains("omo-tt-today")))).toEqual(
      rows.map(() => weekday),
    );
  });
});

describe("an open slot's menu", () => {
  it("offers 单次排课, 批量排课 and 删除, and 单次排课 opens the dialog filled from the slot", async () => {
    const { user } = renderTimetable();
    await waitFor(() => expect(chip(13)).toBeInTheDocument());
    await user.click(chip(13));
    const items = await waitFor(() => {
      const found = [...document.querySelectorAll(".ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item")];
      if (!found.length) throw new Error("no menu");
      return found.map((el) => el.textContent);
    });
    expect(items).toEqual(["单次排课", "批量排课", "删除"]);

    await user.click(screen.getByText("单次排课", { selector: ".ant-dropdown-menu-title-content" }));
    await waitFor(() => expect(modal()).toHaveTextContent("单次排课"));
    expect(fieldValue("date")).toBe("2026-11-28");
    expect(fieldValue("time")).toBe("15:00");
    expect(fieldValue("duration")).toBe("60 分钟");
    expect(fieldValue("teacher_id")).toBe("张老师");
  });

  it("deletes the slot after asking", async () => {
    const { fetch, user } = renderTimetable({
      answer: (path, init) =>
        path === "/v1/schedule/lessons/13" && init?.method === "DELETE" ? reply({ id: 13 }) : undefined,
    });
    await waitFor(() => expect(chip(13)).toBeInTheDocument());
    const before = timetableQueries(fetch).length;
    await user.click(chip(13));
    await user.click(await screen.findByText("删除", { selector: ".ant-dropdown-menu-title-content" }));
    await waitFor(() => expect(modal()).toHaveTextContent("确定删除这个预留时段吗？"));
    expect(calls(fetch, "/v1/schedule/lessons/13")).toHaveLength(0);
    await user.click(within(modal()).getByText(/^确\s?定$/));
    expect(await screen.findByText("删除成功")).toBeInTheDocument();
    expect(calls(fetch, "/v1/schedule/lessons/13")[0][1]?.method).toBe("DELETE");
    await waitFor(() => expect(timetableQueries(fetch).length).toBeGreaterThan(before));
  });
});

describe("a lesson's popover", () => {
  it("shows the details, with 调课 and 删除 for a future lesson", async () => {
    const { user } = renderTimetable();
    await waitFor(() => expect(chip(11)).toBeInTheDocument());
    await user.click(chip(11));
    const popover = await openPopover();
    for (const text of [
      "2026-11-25",
      "15:00-15:45",
      "上海浦东校区",
      "张老师",
      "王小明",
      "数学",
      "函数复习",
      "未上课",
    ]) {
      expect(popover).toHaveTextContent(text);
    }
    expect(within(popover).getByText(/^调\s?课$/)).toBeInTheDocument();
    expect(within(popover).getByText(/^删\s?除$/)).toBeInTheDocument();
  });

  it("offers neither 调课 nor 删除 for a taught lesson, and says why", async () => {
    const { user } = renderTimetable();
    await waitFor(() => expect(chip(weekLessons.early.id)).toBeInTheDocument());
    await user.click(chip(weekLessons.early.id));
    const popover = await openPopover();
    expect(popover).toHaveTextContent("已上课的课程不能调课或删除；课时如有出入，请由管理员更正");
    expect(within(popover).queryByText(/^调\s?课$/)).toBeNull();
    expect(within(popover).queryByText(/^删\s?除$/)).toBeNull();
  });

  it("moves a lesson with 调课", async () => {
    const moved = weekLessons.late;
    const { fetch, user } = renderTimetable({
      answer: (path, init) =>
        path === `/v1/schedule/lessons/${moved.id}` && init?.method === "PUT" ? reply(moved) : undefined,
    });
    await waitFor(() => expect(chip(moved.id)).toBeInTheDocument());
    await user.click(chip(moved.id));
    await user.click(await screen.findByText(/^调\s?课$/));
    await user.click(document.querySelector("#duration")!);
    await user.click(await screen.findByTitle("60 分钟"));
    await user.click(await screen.findByText(/^保\s?存$/));
    expect(await screen.findByText("调课成功")).toBeInTheDocument();
    const [, init] = calls(fetch, `/v1/schedule/lessons/${moved.id}`).find(([, i]) => i?.method === "PUT")!;
    expect(JSON.parse(String(init?.body))).toEqual({ date: "2026-11-25", time: "15:00", duration: 60 });
  });

  it("says that nothing changed when 调课 is saved as it was, and sends nothing", async () => {
    const lesson = weekLessons.late;
    const { fetch, user } = renderTimetable();
    await waitFor(() => expect(chip(lesson.id)).toBeInTheDocument());
    await user.click(chip(lesson.id));
    await user.click(await screen.findByText(/^调\s?课$/));
    await user.click(await screen.findByText(/^保\s?存$/));
    expect(await screen.findByText("与原数据一致，无需修改")).toBeInTheDocument();
    expect(screen.queryByText("调课成功")).toBeNull();
    // The popover read the lesson; nothing was written.
    expect(calls(fetch, `/v1/schedule/lessons/${lesson.id}`).filter(([, i]) => i?.method === "PUT")).toHaveLength(0);
  });
});

describe("a read-only user", () => {
  it("sees no scheduling buttons and no slot menu, only the details", async () => {
    const { user } = renderTimetable({ user: readOnly });
    await waitFor(() => expect(chip(13)).toBeInTheDocument());
    expect(screen.queryByText(/^单次排课$/)).toBeNull();
    expect(screen.queryByText(/^批量排课$/)).toBeNull();

    await user.click(chip(13));
    const popover = await openPopover();
    expect(popover).toHaveTextContent("预留时段");
    expect(document.querySelector(".ant-dropdown-menu")).toBeNull();
    expect(within(popover).queryByText(/^删\s?除$/)).toBeNull();
    expect(within(popover).queryByText(/^调\s?课$/)).toBeNull();
  });
});

// Keeps the helper honest: the fake week's dates are the ones the tests click.
it("fixture week starts on the Monday of 2026-11-23", () => {
  expect(addDays("2026-11-23", 6)).toBe("2026-11-29");
});
