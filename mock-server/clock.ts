import { DEFAULT_TIME_ZONE, wallClock } from "../src/common/time-zone.js";

/**
 * The business's time zone (app.json `timeZone`): lessons, record timestamps and "today" are wall-clock
 * times there, whatever zone the server runs in. One process serves one business: buildApp sets it
 * from the config before anything reads the clock.
 */
let zone = DEFAULT_TIME_ZONE;

export function setBusinessTimeZone(timeZone: string): void {
  zone = timeZone;
}

export function businessTimeZone(): string {
  return zone;
}

/** A clock reading as the business's wall clock, 'YYYY-MM-DD HH:mm:ss' (record timestamps). */
export function localDateTime(ms: number): string {
  return wallClock(ms, zone);
}

/** A clock reading as the moment text lessons use ('YYYY-MM-DD HH:mm'). */
export function localMoment(ms: number): string {
  return wallClock(ms, zone).slice(0, 16);
}
