import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { compareErrors } from "../../src/common/record-compare.js";
import type { ResourceContext } from "./context.js";
import { relationErrors, uniqueErrors } from "./checks.js";
import { matchErrors } from "./relation-matches.js";
import { fileErrors } from "./files/file-values.js";
import { treeErrors } from "./tree/tree-rules.js";

type Values = Record<string, unknown>;

/** One write to check: the fields written, the row as it would be stored, and for an update its id. */
export interface Write {
  values: Values;
  /** The values over the stored row (an update) or over the defaults (a create). */
  row: Values;
  /** The row being updated; absent for a create. */
  id?: number;
  /**
   * Leave `unique` to the table's index: for values the server drew itself, where a clash means drawing
   * again (`redrawOnClash`), not a message to the user.
   */
  uniqueByIndex?: boolean;
  /** The relations (and dependent relations) of these values were found fine by this transaction already. */
  relationsKnown?: boolean;
}

/**
 * What a write must meet beyond the body schema, as 10001 field messages: comparisons across fields
 * (`record.compare`, on the row as stored), unique values, relation ids that exist, and dependent
 * relations (`relation.matches`). The same for the create and update routes, custom actions' writes,
 * action inputs and seed rows. Empty when fine.
 */
export async function writeErrors(ctx: ResourceContext, res: ResourceConfig, write: Write) {
  const { values, row, id } = write;
  const refused = write.uniqueByIndex ? {} : await uniqueErrors(ctx, res, values, id);
  if (!write.relationsKnown) {
    Object.assign(refused, await relationErrors(ctx, res, values, refused));
    Object.assign(refused, await matchErrors(ctx, res, row, id === undefined ? undefined : values, refused));
  }
  return {
    ...compareErrors(res.record, row),
    ...(await fileErrors(ctx, res, values)),
    ...(await treeErrors(ctx, res, values, id)),
    ...refused,
  };
}
