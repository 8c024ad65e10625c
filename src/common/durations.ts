import { defineTexts, translate, type Locale } from "./i18n.js";

defineTexts(
  "durations",
  { daysHours: "{days}天{hours}小时", hoursMinutes: "{hours}小时{minutes}分钟", minutes: "{minutes}分钟" },
  { daysHours: "{days} d {hours} h", hoursMinutes: "{hours} h {minutes} min", minutes: "{minutes} min" },
);

/**
 * A length of time as people read it in a list, its two largest units: 2天3小时, 5小时12分钟, 8分钟;
 * 2 d 3 h, 5 h 12 min, 8 min in English. The browser writes it in its language, the server in the
 * request's.
 */
export function durationText(minutes: number, locale?: Locale): string {
  const m = Math.max(0, Math.floor(minutes));
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const rest = m % 60;
  const say = (key: string, params: Record<string, number>) => translate(`durations.${key}`, params, locale)!;
  if (days) return say("daysHours", { days, hours });
  if (hours) return say("hoursMinutes", { hours, minutes: rest });
  return say("minutes", { minutes: rest });
}
