/**
 * Where a config-driven resource's rows live (its `source`), as both sides need to know it: the
 * server to pick the table, refuse writes and limit a slice to its scope; the browser to show no
 * write buttons on a read-only list.
 */

import type { ResourceConfig, SliceSource, TableSource } from "../types/generated/resource.js";

/** The table or view of a read-only resource, or undefined. */
export function tableSource(res: ResourceConfig): TableSource | undefined {
  return res.source && "table" in res.source ? res.source : undefined;
}

/** The owner and scope of a slice of another resource, or undefined. */
export function sliceSource(res: ResourceConfig): SliceSource | undefined {
  return res.source && "resource" in res.source ? res.source : undefined;
}

/** A list over a table or view the server maintains: nobody creates, changes or deletes its rows. */
export const isReadOnlyResource = (res: ResourceConfig): boolean => tableSource(res) !== undefined;
