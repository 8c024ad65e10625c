/** The business's time zone: lessons are wall-clock times there, whatever zone the server runs in. */
export const TIME_ZONE = "Asia/Shanghai";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A clock reading as the moment text lessons use ('YYYY-MM-DD HH:mm'). */
export function localMoment(ms: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
