import type { Faker } from "@faker-js/faker";
import { dateBetween } from "./fake-date.js";

/**
 * Moments (`YYYY-MM-DD HH:mm:ss`) for sales seed data, computed in UTC from fixed bounds like fake-date.ts:
 * the same rows on any machine and any day. The sample business's "today" is SEED_TODAY.
 */

/** The last day of the sample data (students register up to it; orders and codes stop there). */
export const SEED_TODAY = "2026-11-20";
/** The first day of the past twelve months of sales. */
export const SALES_FROM = "2025-11-21";

const MINUTE_MS = 60_000;
const toMs = (moment: string) => Date.parse(`${moment.replace(" ", "T")}Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** The moment `minutes` after `moment`. */
export const addMinutes = (moment: string, minutes: number): string => format(toMs(moment) + minutes * MINUTE_MS);

/** Hours people buy online, evenings most: 07:00–23:59. */
const HOUR_WEIGHTS: [hour: number, weight: number][] = [
  [7, 2],
  [8, 3],
  [9, 4],
  [10, 5],
  [11, 5],
  [12, 6],
  [13, 5],
  [14, 4],
  [15, 4],
  [16, 4],
  [17, 5],
  [18, 6],
  [19, 9],
  [20, 11],
  [21, 11],
  [22, 8],
  [23, 3],
];

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment on `day` at an hour people shop. */
export function shoppingMoment(faker: Faker, day: string): string {
  const hour = faker.helpers.weightedArrayElement(HOUR_WEIGHTS.map(([value, weight]) => ({ value, weight })));
  return `${day} ${pad(hour)}:${pad(faker.number.int({ min: 0, max: 59 }))}:${pad(faker.number.int({ min: 0, max: 59 }))}`;
}

/**
 * Sales by month of the past year: the summer and winter holidays and the start of term sell most
 * (month number → weight).
 */
const MONTH_WEIGHTS: Record<number, number> = {
  1: 12,
  2: 11,
  3: 7,
  4: 6,
  5: 6,
  6: 8,
  7: 14,
  8: 13,
  9: 10,
  10: 7,
  11: 7,
  12: 8,
};

/** A day of the past twelve months (SALES_FROM to SEED_TODAY), holidays more likely. */
export function salesDay(faker: Faker): string {
  for (;;) {
    const day = dateBetween(faker, SALES_FROM, SEED_TODAY);
    const weight = MONTH_WEIGHTS[Number(day.slice(5, 7))];
    if (faker.number.int({ min: 1, max: 14 }) <= weight) return day;
  }
}

/** A moment between two moments. */
export const momentBetween = (faker: Faker, from: string, to: string): string =>
  format(faker.number.int({ min: toMs(from), max: Math.max(toMs(from), toMs(to)) }));
