import { useContext } from "react";
import dayjs from "dayjs";
import { DEFAULT_TIME_ZONE, inTimeZone, isInstant, wallClock } from "../../common/time-zone.js";
import { ServicesContext } from "../services-context.js";

/** How much of a time to show. */
export type TimeFormat = "datetime" | "date" | "time";

const SLICES: Record<TimeFormat, [number, number]> = { datetime: [0, 19], date: [0, 10], time: [11, 19] };
const DAYJS: Record<TimeFormat, string> = { datetime: "YYYY-MM-DD HH:mm:ss", date: "YYYY-MM-DD", time: "HH:mm:ss" };

/**
 * A time the API wrote, as the business reads it (app.json `timeZone`), whatever the browser's zone:
 * an instant (`…Z`, `…+08:00`) is converted, a wall-clock text is the business's already and is only
 * formatted (dayjs reads a text without a zone as it stands). Unreadable text comes back as it was.
 */
export function formatBusinessTime(value: string, zone: string, format: TimeFormat = "datetime"): string {
  if (isInstant(value)) return inTimeZone(value, zone).slice(...SLICES[format]);
  const d = dayjs(value);
  return d.isValid() ? d.format(DAYJS[format]) : value;
}

/** The business's clock now, 'YYYY-MM-DD HH:mm:ss': 今天 and the greeting's hour follow it, as the server's do. */
export function businessNow(zone: string = DEFAULT_TIME_ZONE, now: number = Date.now()): string {
  return wallClock(now, zone);
}

/** The hour of the business's day (the greeting by the hour, spec §4). */
export const businessHour = (zone?: string, now?: number): number => Number(businessNow(zone, now).slice(11, 13));

/** The business's time zone, from the boot config (the default where a cell is drawn without the app). */
export function useTimeZone(): string {
  return useContext(ServicesContext)?.boot.app.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A time as the business reads it, for tables and details. */
export function BusinessTime({ value, format = "datetime" }: { value: string; format?: TimeFormat }) {
  return <>{formatBusinessTime(value, useTimeZone(), format)}</>;
}
