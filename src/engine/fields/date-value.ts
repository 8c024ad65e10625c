import dayjs, { type Dayjs } from "dayjs";

/** The text formats of the record's date formats: what the form keeps and the server stores. */
export const DATE = "YYYY-MM-DD";
export const DATE_TIME = "YYYY-MM-DD HH:mm:ss";

/** A stored text as the pickers' dayjs value (nothing for empty or unreadable text). */
export function toDayjs(value: unknown, format: string): Dayjs | null {
  if (typeof value !== "string" || value === "") return null;
  const d = dayjs(value, format);
  return d.isValid() ? d : null;
}

/** A picked dayjs value back as the stored text. */
export const fromDayjs = (value: Dayjs | null | undefined, format: string): string | undefined =>
  value ? value.format(format) : undefined;
