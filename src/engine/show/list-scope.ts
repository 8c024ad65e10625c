import type { BaseKey } from "@refinedev/core";

/**
 * A list narrowed to the rows of one parent (a child list on a detail page): the relation field
 * and the parent's id, sent as a fixed equality filter that the query form and 重置 leave alone.
 */
export interface ListScope {
  field: string;
  value: BaseKey;
}
