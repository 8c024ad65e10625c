import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import type { Row } from "../codec.js";
import type { ResourceContext } from "../context.js";
import type { ResourceStore } from "../store.js";

export type Values = Record<string, unknown>;

/** What a step of server-managed fields is given. */
export interface ManagedCall {
  /** The write's transaction. */
  ctx: ResourceContext;
  res: ResourceConfig;
  /** The store of a resource (this one too), reading and writing without these steps. */
  storeOf(name: string): ResourceStore;
}

/**
 * How the server keeps one resource's `readOnly` fields on the generic routes. Each step may refuse the
 * write by throwing an AppError (its code and message are the answer; nothing is written).
 */
export interface ManagedFields {
  /** Values of server-kept fields for a new row (an order number, a computed total), from the validated body. */
  create?(values: Values, call: ManagedCall): Promise<Values> | Values;
  /** Values of server-kept fields after a change (`change` holds the fields that change), or a refusal. */
  update?(before: Row, change: Values, call: ManagedCall): Promise<Values> | Values;
  /** Refuses deleting rows that must stay (a paid order, a used code). */
  remove?(rows: Row[], call: ManagedCall): Promise<void> | void;
}
