import { AppError } from "../../../mock-server/plugins/errors.js";
import type { Db, Store } from "../../../mock-server/db/index.js";
import { tableName } from "../../../mock-server/resources/table-name.js";
import type { TableColumns } from "./tables.js";

/** The hours a lesson of `duration` minutes costs its campus: 45 minutes are 0.75 hours. */
export const hoursOf = (duration: number): number => duration / 60;

/** Hours as the screens show them: two decimals at most. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * A campus's lesson hours (`campus.hours_balance`, 课时余额): topped up by the campus's orders, spent
 * by every lesson scheduled there, given back when a lesson that has not started is deleted. The
 * scheduling service writes it in the transaction of the lesson itself, so the two never disagree;
 * `spend` and `refund` lock the campus's row before they read it (`forUpdate`), so two transactions
 * never both spend the same hours. Without the column (a config without the field) scheduling is not
 * metered.
 */
export function campusHours(db: Db, columns: TableColumns, store: Pick<Store, "forUpdate">) {
  const table = tableName("campus");
  const isMetered = async () => (await columns(db, table)).has("hours_balance");
  const read = (campusId: number, lock: boolean) => {
    const query = db.selectFrom(table).select(["name", "hours_balance"]).where("id", "=", campusId);
    return (lock ? store.forUpdate(query) : query).executeTakeFirst() as Promise<
      { name: string; hours_balance: number | null } | undefined
    >;
  };
  const write = (campusId: number, balance: number) =>
    db
      .updateTable(table)
      .set({ hours_balance: round2(balance) })
      .where("id", "=", campusId)
      .execute();

  return {
    /** The campus's name and remaining hours; undefined for an unknown campus or when not metered. */
    async balance(campusId: number): Promise<{ campus: string; hours_balance: number } | undefined> {
      if (!(await isMetered())) return undefined;
      const row = await read(campusId, false);
      return row && { campus: row.name, hours_balance: round2(row.hours_balance ?? 0) };
    },

    /** Takes `hours` from the campus, or refuses with 15021 (on `campus_id`) when it has fewer left. */
    async spend(campusId: number, hours: number): Promise<void> {
      if (hours <= 0 || !(await isMetered())) return;
      const row = await read(campusId, true);
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
      await write(campusId, (row.hours_balance ?? 0) - hours);
    },

    /** Gives `hours` back to the campus (a deleted lesson that had not started, a shortened one). */
    async refund(campusId: number, hours: number): Promise<void> {
      if (hours <= 0 || !(await isMetered())) return;
      const row = await read(campusId, true);
      if (row) await write(campusId, (row.hours_balance ?? 0) + hours);
    },
  };
}

export type CampusHours = ReturnType<typeof campusHours>;
