/**
 * Times as the business reads them (app.json `timeZone`), shared by the server and the browser.
 *
 * The API writes two kinds of time: instants (when something happened: a login, a log entry) as
 * ISO 8601 with `Z` or an offset, and the business's wall-clock times (a lesson, a record's
 * created_at) as `YYYY-MM-DD HH:mm:ss` in the business's zone. People see both as that zone's wall
 * clock, whatever zone the server or the browser runs in.
 */

export const DEFAULT_TIME_ZONE = "Asia/Shanghai";

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(zone, f);
  }
  return f;
}

/** Whether the runtime knows the zone (an IANA name such as `Asia/Shanghai`). */
export function isTimeZone(zone: string): boolean {
  try {
    formatOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** A clock reading (ms since the epoch) as the zone's wall clock, `YYYY-MM-DD HH:mm:ss`. */
export function wallClock(ms: number, zone: string): string {
  const p = Object.fromEntries(
    formatOf(zone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** An ISO 8601 date-time that names its zone (`…Z`, `…+08:00`): a moment, not a wall-clock time. */
export function isInstant(value: unknown): value is string {
  return typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * Any time the API writes, as the zone's wall clock `YYYY-MM-DD HH:mm:ss`: an instant is converted,
 * a wall-clock text is already the business's and only loses a `T` or fractions of a second.
 * Anything else comes back as it was.
 */
export function inTimeZone(value: string, zone: string): string {
  if (isInstant(value)) return wallClock(Date.parse(value), zone);
  const wall = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(:\d{2})?)/.exec(value);
  if (wall) return `${wall[1]} ${wall[3] ? wall[2] : `${wall[2]}:00`}`;
  return value;
}
