import type { Row } from "../codec.js";
import type { ResourceContext } from "../context.js";

/**
 * Side effects of a resource write: what else must change, or be refused, when a row is created,
 * changed or deleted. Each runs inside the write's transaction, after the row is written, so it sees
 * the table as the write leaves it (`ctx` runs its statements in that transaction); throwing (an
 * `AppError`, e.g. `fail.badParams({field: message})`) undoes the write and answers that error.
 */
export interface ResourceHooks {
  /** After a row was inserted: `row` as stored (defaults filled in). */
  afterCreate?(row: Row, ctx: ResourceContext): Promise<void> | void;
  /** After a row was changed (only when a field's stored value changed): the row before and after. */
  afterUpdate?(before: Row, after: Row, ctx: ResourceContext): Promise<void> | void;
  /** After a row was deleted (once per row of a batch delete): the row as it was. */
  afterDelete?(row: Row, ctx: ResourceContext): Promise<void> | void;
}
