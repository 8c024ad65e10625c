import { sql } from "kysely";
import { fail } from "../../../../mock-server/plugins/errors.js";
import { toMinutes } from "../../common/index.js";
import type { Row } from "../../../../mock-server/resources/codec.js";
import type { ResourceContext } from "../../../../mock-server/resources/context.js";
import { tableName } from "../../../../mock-server/resources/table-name.js";
import type { ResourceHooks } from "../../../../mock-server/resources/hooks/types.js";

/**
 * 排课规则设置: what the record cannot say. The end of the allowed hours comes after their start
 * (and leaves room for the shortest lesson), and there is at most one default rule: `unique` on the
 * campus cannot count rows without one.
 */
async function check(row: Row, ctx: ResourceContext): Promise<void> {
  const start = String(row.start_time ?? "");
  const end = String(row.end_time ?? "");
  if (start && end && toMinutes(end) - toMinutes(start) < 15) {
    throw fail.badParams({ end_time: "最晚下课时间须晚于最早上课时间至少15分钟" });
  }
  if (row.campus_id === null || row.campus_id === undefined) {
    // Locked after the write, counted after the lock: of two default rules written at once, the second
    // to take the lock counts the first as well.
    await ctx.lock("schedule-rule:default");
    const defaults = await ctx.db
      .selectFrom(tableName("schedule-rule"))
      .select(sql<number>`COUNT(*)`.as("n"))
      .where("campus_id", "is", null)
      .executeTakeFirst();
    if (Number(defaults?.n ?? 0) > 1) throw fail.badParams({ campus_id: "已有默认规则（未选校区），请选择适用校区" });
  }
}

export const scheduleRuleHooks: ResourceHooks = {
  afterCreate: (row, ctx) => check(row, ctx),
  afterUpdate: (_before, after, ctx) => check(after, ctx),
};
