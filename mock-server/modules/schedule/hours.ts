import { AppError } from "../../plugins/errors.js";
import type { DB } from "../../plugins/database.js";
import { tableName } from "../../resources/table-name.js";

/** The hours a lesson of `duration` minutes costs its campus: 45 minutes are 0.75 hours. */
export const hoursOf = (duration: number): number => duration / 60;

/** Hours as the screens show them: two decimals at most. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * A campus's lesson hours (`campus.hours_balance`, 课时余额): topped up by the campus's orders, spent
 * by every lesson scheduled there, given back when a lesson that has not started is deleted. The
 * scheduling service writes it in the transaction of the lesson itself, so the two never disagree.
 * Without the column (a config without the field) scheduling is not metered.
 */
export function campusHours(db: DB) {
  const table = tableName("campus");
  let metered: boolean | undefined;
  const isMetered = () =>
    (metered ??= (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).some(
      (c) => c.name === "hours_balance",
    ));
  const read = (campusId: number) =>
    db.prepare(`SELECT name, hours_balance FROM "${table}" WHERE id = ?`).get(campusId) as
      { name: string; hours_balance: number | null } | undefined;
  const add = (campusId: number, hours: number) =>
    db
      .prepare(`UPDATE "${table}" SET hours_balance = round(COALESCE(hours_balance, 0) + ?, 2) WHERE id = ?`)
      .run(hours, campusId);

  return {
    /** The campus's name and remaining hours; undefined for an unknown campus or when not metered. */
    balance(campusId: number): { campus: string; hours_balance: number } | undefined {
      if (!isMetered()) return undefined;
      const row = read(campusId);
      return row && { campus: row.name, hours_balance: round2(row.hours_balance ?? 0) };
    },

    /** Takes `hours` from the campus, or refuses with 15021 (on `campus_id`) when it has fewer left. */
    spend(campusId: number, hours: number): void {
      if (!isMetered() || hours <= 0) return;
      const row = read(campusId);
      if (!row) return;
      const left = round2(row.hours_balance ?? 0);
      if (left + 1e-9 < hours) {
        const message = `校区「${row.name}」课时余额不足：剩余${left}课时，本次需${round2(hours)}课时，请充值`;
        throw new AppError(
          15021,
          409,
          { errors: { campus_id: message }, balance: left, required: round2(hours) },
          message,
        );
      }
      add(campusId, -hours);
    },

    /** Gives `hours` back to the campus (a deleted lesson that had not started, a shortened one). */
    refund(campusId: number, hours: number): void {
      if (isMetered() && hours > 0) add(campusId, hours);
    },
  };
}

export type CampusHours = ReturnType<typeof campusHours>;
