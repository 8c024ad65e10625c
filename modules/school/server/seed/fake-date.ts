import type { Faker } from "@faker-js/faker";

/**
 * Dates for seed rows, computed in UTC from fixed bounds: a seed must give the same rows on any
 * machine, in any time zone and on any day, so nothing here reads the clock.
 */

const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, "0");

/** A day from `from` to `to` inclusive, both `YYYY-MM-DD`. */
export function dateBetween(faker: Faker, from: string, to: string): string {
  const days = Math.round((toMs(to) - toMs(from)) / DAY_MS);
  return toDate(toMs(from) + faker.number.int({ min: 0, max: Math.max(0, days) }) * DAY_MS);
}

/** The day `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return toDate(toMs(date) + days * DAY_MS);
}

/** `YYYY-MM-DD HH:mm:ss` on a day between `from` and `to`, in office hours (a person did it). */
export function dateTimeBetween(faker: Faker, from: string, to: string): string {
  const day = dateBetween(faker, from, to);
  const hour = faker.number.int({ min: 8, max: 21 });
  const minute = faker.number.int({ min: 0, max: 59 });
  const second = faker.number.int({ min: 0, max: 59 });
  return `${day} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}
