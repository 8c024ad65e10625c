import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { AggregateContext } from "../../../mock-server/modules/stats/aggregate.js";

/**
 * A lesson counts when the caller reaches its campus (the scheduling module's rule: a lesson is reached
 * through its campus), and a conflict when it reaches its lesson's. `column` names the lesson's campus.
 */
export const lessonReached = (ctx: Pick<AggregateContext, "within">, column = "campus_id"): RawBuilder<SqlBool> =>
  ctx.within("campus", column);

/** A row of `lesson_conflicts` counts when its lesson does (the campus is read only under a rule). */
export const conflictReached = (ctx: Pick<AggregateContext, "within">): RawBuilder<SqlBool> =>
  ctx.within("campus", sql`(SELECT l.campus_id FROM lessons l WHERE l.id = lesson_conflicts.lesson_id)`);
