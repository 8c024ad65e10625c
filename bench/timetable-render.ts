import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { chromium, type Browser, type Page } from "playwright-core";
import { buildApp } from "../mock-server/app.js";
import type { DB } from "../mock-server/plugins/database.js";
import { localMoment } from "../mock-server/clock.js";
import type { LessonRow } from "../modules/scheduling/server/lessons.js";
import { ensureUiBuilt } from "../mock-server/ui-build.js";
import { fillWeek } from "./schedule.js";
import {
  addDays,
  addMinutes,
  headerDate,
  monthGrid,
  monthRange,
  shift,
  weekRange,
} from "../modules/scheduling/common/index.js";

/** Lessons the measured month holds at least: the issue's "month view with 3 000 lessons". */
const MONTH_LESSONS = 3000;
const RUNS = 10;
/** The issue's busy week: 2 000 lessons of one campus drawn in at most 300 ms; timed `WEEK_RUNS` times. */
const WEEK_LESSONS = 2000;
const WEEK_RUNS = 5;
const PAGE = "/educational-administration/course-management";
const API = "/api/v1/schedule/timetable";
const DURATIONS = [15, 30, 45, 60];

/** The flags tests/e2e/browser.ts starts Debian's Chromium with. */
const FLAGS = [
  ...["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  ...["--disable-background-networking", "--disable-component-update", "--disable-sync"],
];

type Mode = "week" | "month";
/** What the page shows once a period's answer is on screen (see `shownIn`). */
interface Expect {
  mode: Mode;
  title: string;
  /**
   * Month: `date:N节` of every day of the month, in order. Week: how many lessons, and the first chip
   * of its first row (the grid draws the rows in view, so the count is the answer's, not the page's).
   */
  days?: string;
  chips?: number;
  chip?: number;
}
/** One click: ms until the new period is on screen, ms until the API answer had arrived. */
type Run = [number, number];

const ms = (n: number) => `${n.toFixed(1)} ms`;
const pick = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const summary = (runs: Run[]) => {
  const total = runs.map((r) => r[0]);
  const browser = runs.map((r) => r[0] - r[1]);
  const api = runs.map((r) => r[1]);
  return (
    `total median ${ms(pick(total, 0.5))}, max ${ms(Math.max(...total))}; ` +
    `browser only median ${ms(pick(browser, 0.5))}, max ${ms(Math.max(...browser))} ` +
    `(API answer in at median ${ms(pick(api, 0.5))}; ${runs.length} clicks)`
  );
};

/**
 * Copies the month's seeded lessons to other days and times of the same month (08:30–18:30,
 * 15–60 minutes; overlaps do not matter to rendering) until it holds `target` lessons.
 */
function fillMonth(db: DB, month: { start: string; end: string }, target: number): number {
  const from = `${month.start} 00:00`;
  const to = `${addDays(month.end, 1)} 00:00`;
  const count = () =>
    (
      db.prepare("SELECT COUNT(*) AS n FROM lessons WHERE start_at >= ? AND start_at < ?").get(from, to) as {
        n: number;
      }
    ).n;
  const seeded = db
    .prepare("SELECT * FROM lessons WHERE start_at >= ? AND start_at < ? ORDER BY id")
    .all(from, to) as LessonRow[];
  if (!seeded.length) throw new Error(`no seeded lessons in ${month.start.slice(0, 7)}`);
  const insert = db.prepare(
    `INSERT INTO lessons (campus_id, teacher_id, student_id, subject_id, start_at, end_at, duration, title, remark, open_slot, batch_id)
     VALUES (@campus_id, @teacher_id, @student_id, @subject_id, @start_at, @end_at, @duration, @title, @remark, @open_slot, @batch_id)`,
  );
  // A fixed pseudo-random sequence, so every run measures the same month.
  let state = 20240601;
  const random = (n: number) => (state = (state * 48271) % 2147483647) % n;
  const days = Number(month.end.slice(8, 10));
  const missing = target - count();
  db.transaction(() => {
    for (let i = 0; i < missing; i++) {
      const row = seeded[i % seeded.length];
      const duration = DURATIONS[random(DURATIONS.length)];
      const start_at = addMinutes(
        `${addDays(month.start, random(days))} 08:30`,
        15 * random((600 - duration) / 15 + 1),
      );
      insert.run({ ...row, start_at, end_at: addMinutes(start_at, duration), duration });
    }
  })();
  return count();
}

/** The Monday of the week touching the month that holds the most lessons, and how many. */
function busiestWeek(db: DB, date: string): { monday: string; lessons: number } {
  const inWeek = db.prepare("SELECT COUNT(*) AS n FROM lessons WHERE start_at >= ? AND start_at < ?");
  return monthGrid(date)
    .map(([monday]) => ({
      monday,
      lessons: (inWeek.get(`${monday} 00:00`, `${addDays(monday, 7)} 00:00`) as { n: number }).n,
    }))
    .reduce((a, b) => (b.lessons > a.lessons ? b : a));
}

/** The header's range, as the toolbar writes it. */
function title(mode: Mode, date: string): string {
  if (mode === "month") return headerDate(monthRange(date).start).slice(0, 8);
  const { start, end } = weekRange(date);
  return `${headerDate(start)} - ${headerDate(end)}`;
}

/** What the page shows for a period once its answer is in, from the API itself. */
async function expected(base: string, token: string, mode: Mode, date: string): Promise<Expect> {
  const res = await fetch(`${base}${API}?mode=${mode}&date=${date}${mode === "week" ? "&by=teacher" : ""}`, {
    headers: { code: token },
  });
  const data = ((await res.json()) as { data: Record<string, unknown> }).data;
  if (mode === "month") {
    const days = data.days as { date: string; count: number }[];
    return {
      mode,
      title: title(mode, date),
      days: days.map((d) => `${d.date}:${d.count ? `${d.count}节` : ""}`).join("|"),
    };
  }
  // Lessons are values, their id first (modules/scheduling/common/timetable-wire.ts).
  const rows = data.rows as { lessons: number[][] }[];
  return { mode, title: title(mode, date), chips: data.total as number, chip: rows[0]?.lessons[0]?.[0] };
}

/** The check `shownIn`, as the page has it (installed by an init script: functions cannot be passed in). */
type Checks = { timetableShown(e: Expect): boolean };

/** In the page: is this period's answer on screen (header, and the day counts or the chips)? */
function shownIn(e: Expect): boolean {
  const header = document.querySelector('[data-testid="timetable-range"]')?.textContent;
  if (header !== e.title) return false;
  if (e.mode === "month") {
    const days = [...document.querySelectorAll<HTMLElement>(".omo-tt-day:not(.omo-tt-outside)")]
      .map((d) => `${d.dataset.date}:${d.querySelector(".omo-tt-dayhead span:nth-child(2)")?.textContent ?? ""}`)
      .join("|");
    return days === e.days;
  }
  // The grid draws only the rows in view: the first row's first chip says this week's rows are drawn.
  if (e.chip === undefined) return !document.querySelector(".omo-tt-week [data-lesson]");
  return !!document.querySelector(`.omo-tt-week [data-lesson="${e.chip}"]`);
}

/**
 * Clicks the toolbar button labelled `label`; answers the ms until the next period's grid is on
 * screen (the previous answer stays meanwhile, so the header alone is not enough) and the ms until
 * the timetable's API answer had arrived.
 */
function timeClick(page: Page, label: string, next: Expect): Promise<Run> {
  return page.evaluate(
    ({ label, next }) => {
      const isShown = (e: Expect) => (window as unknown as Checks).timetableShown(e);
      const button = [...document.querySelectorAll<HTMLElement>(".omo-timetable button")].find(
        (b) => b.textContent?.trim() === label,
      );
      if (!button) throw new Error(`no ${label} button`);
      if (isShown(next)) throw new Error(`${next.title} is on screen before the click`);
      performance.clearResourceTimings();
      return new Promise<Run>((resolve, reject) => {
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${next.title} not on screen after 20 s`));
        }, 20_000);
        const observer = new MutationObserver(() => {
          if (!isShown(next)) return;
          const total = performance.now() - t0;
          observer.disconnect();
          clearTimeout(timer);
          const answers = performance
            .getEntriesByType("resource")
            .filter((e) => e.name.includes("/api/v1/schedule/timetable?")) as PerformanceResourceTiming[];
          // No answer: the period came from the cache, and the click measured no fetch.
          if (!answers.length) reject(new Error(`${next.title} was shown without a timetable request`));
          else resolve([total, Math.max(...answers.map((e) => e.responseEnd - t0))]);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        const t0 = performance.now();
        button.click();
      });
    },
    { label, next },
  );
}

/** Waits until the period is on screen and nothing is loading, then lets the page settle. */
async function settled(page: Page, e: Expect) {
  await page.waitForFunction((e) => (window as unknown as Checks).timetableShown(e), e, { timeout: 20_000 });
  await page.locator(".omo-timetable .ant-spin-spinning").waitFor({ state: "detached" });
  await page.waitForTimeout(300);
}

/**
 * Shows the period of `date`: by loading the page (`fresh`: nothing cached) or, in the page, by a
 * new address (a new query: its answer is fetched now). Then waits until it is on screen and settled.
 */
async function show(page: Page, base: string, e: Expect, date: string, fresh: boolean) {
  const url = `${PAGE}?mode=${e.mode}&date=${date}`;
  if (fresh) await page.goto(`${base}${url}`);
  else {
    const answered = page.waitForResponse(
      (r) => r.url().includes(`${API}?`) && new URL(r.url()).searchParams.get("date") === date,
    );
    await page.evaluate((url) => {
      history.pushState(null, "", url);
      dispatchEvent(new PopStateEvent("popstate"));
    }, url);
    await answered;
  }
  await settled(page, e);
}

/**
 * `RUNS` times: shows day a of a period and clicks `labels[0]` (next period, day a); shows day b of
 * that next period and clicks `labels[1]` (back, day b). Every day is a new query (the query key is
 * the date), so each click waits for its own answer, as when paging to a period not seen before;
 * the page is reloaded every `perPage` runs, when `days` runs out of new days.
 */
async function pageBackAndForth(
  page: Page,
  base: string,
  expect: (mode: Mode, date: string) => Promise<Expect>,
  mode: Mode,
  days: (run: number) => [string, string],
  perPage: number,
  labels: [string, string],
  runs = RUNS,
): Promise<{ next: Run[]; back: Run[] }> {
  const next: Run[] = [];
  const back: Run[] = [];
  for (let run = 0; run < runs; run++) {
    const [a, b] = days(run);
    await show(page, base, await expect(mode, a), a, run % perPage === 0);
    next.push(await timeClick(page, labels[0], await expect(mode, shift(a, mode, 1))));
    const over = shift(b, mode, 1);
    await show(page, base, await expect(mode, over), over, false);
    back.push(await timeClick(page, labels[1], await expect(mode, b)));
  }
  return { next, back };
}

/**
 * The timetable in Chromium on a month of at least 3 000 lessons: paging into and back to that
 * month in the month view, and to and from its busiest week in the week view (the first campus, the
 * page's default); then into a week of 2 000 lessons at that campus (budget: drawn in 300 ms).
 */
export async function benchTimetableRender(): Promise<void> {
  await ensureUiBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), "omo-bench-timetable-"));
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  try {
    app = await buildApp({ dataDir });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const today = localMoment(Date.now()).slice(0, 10);
    const month = monthRange(today);
    const lessons = fillMonth(app.db, month, MONTH_LESSONS);
    const week = busiestWeek(app.db, today);

    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const cache = new Map<string, Promise<Expect>>();
    const expect = (mode: Mode, date: string) => {
      const key = `${mode} ${date}`;
      if (!cache.has(key)) cache.set(key, expected(base, token, mode, date));
      return cache.get(key)!;
    };

    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: FLAGS });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
    await context.addInitScript((t) => localStorage.setItem("omo-token", t), token);
    // tsx keeps function names by wrapping them in `__name(...)`, also inside the functions sent to the page.
    await context.addInitScript("window.__name = (f) => f");
    await context.addInitScript(`window.timetableShown = ${shownIn.toString()}`);
    const page = await context.newPage();

    // Month: days 1–10 and 11–20 of the month, one page for all runs.
    const monthly = await pageBackAndForth(
      page,
      base,
      expect,
      "month",
      (run) => [addDays(month.start, run), addDays(month.start, run + 10)],
      RUNS,
      ["下一月", "上一月"],
    );
    // Week: two weekdays of the busiest week a run, three runs a page.
    const weekly = await pageBackAndForth(
      page,
      base,
      expect,
      "week",
      (run) => [addDays(week.monday, 2 * (run % 3)), addDays(week.monday, 2 * (run % 3) + 1)],
      3,
      ["下一周", "上一周"],
    );
    // A busy campus's week, after the month's runs (it is in a later month): entered with 下一周 from
    // the week before and with 上一周 from the week after, each click a day not asked for before.
    const bigMonday = weekRange(addDays(month.end, 14)).start;
    const big = fillWeek(app.db, bigMonday, WEEK_LESSONS);
    const bigWeek = await pageBackAndForth(
      page,
      base,
      expect,
      "week",
      // A fresh page each run (nothing cached), landing on two different days of the busy week.
      (run) => [addDays(bigMonday, run - 7), addDays(bigMonday, (run + 3) % 7)],
      1,
      ["下一周", "上一周"],
      WEEK_RUNS,
    );
    const busy = await expect("month", today);
    const next = await expect("month", shift(today, "month", 1));
    console.log(
      `timetable, ${month.start.slice(0, 7)} with ${lessons} lessons (budget: month view well under 200 ms in Chromium):`,
    );
    console.log(`  month view, 下一月 (${next.title}): ${summary(monthly.next)}`);
    console.log(`  month view, 上一月 back (${busy.title}, ${lessons} lessons): ${summary(monthly.back)}`);
    const nextWeek = addDays(week.monday, 7);
    console.log(
      `  week view, 下一周 (${nextWeek}, ${(await expect("week", nextWeek)).chips} lessons): ${summary(weekly.next)}`,
    );
    console.log(
      `  week view, 上一周 back (${week.monday}, ${(await expect("week", week.monday)).chips} lessons of the first campus): ${summary(weekly.back)}`,
    );
    console.log(
      `  week view of ${big.lessons} lessons (${bigMonday}, campus ${big.campus}; budget: drawn in 300 ms), ` +
        `下一周 into it: ${summary(bigWeek.next)}`,
    );
    console.log(`  week view of ${big.lessons} lessons, 上一周 back into it: ${summary(bigWeek.back)}`);
  } finally {
    await browser?.close();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void benchTimetableRender();
