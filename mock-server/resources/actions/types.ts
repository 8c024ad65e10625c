import type { ComponentProps, CustomAction, ResourceConfig } from "../../../src/types/generated/resource.js";
import type { Row } from "../codec.js";
import type { ResourceContext } from "../context.js";
import type { ResourceStore } from "../store.js";

/** What a handler of a custom action is given; it runs inside one transaction. */
export interface ActionCall {
  /** The action's transaction: `ctx`, `store` and `storeOf` run their statements in it. */
  ctx: ResourceContext;
  /**
   * The resource the action belongs to, and its store. Its inserts and updates meet the record's rules
   * (checked-store.ts): a value beyond `maximum`, an unknown relation id or a lecturer of another campus
   * refuses the whole action with 10001. Write through it, not through `ctx.db`.
   */
  res: ResourceConfig;
  store: ResourceStore;
  /** The store of another resource (a refund returns stock to `commodity`), checked the same way. */
  storeOf(name: string): ResourceStore;
  /** Row actions: the row, read and locked inside the transaction, already matching the action's `when`. */
  row?: Row;
  /** The request body, checked against the action's `input` (types, rules, relations). */
  input: Record<string, unknown>;
  /** Who runs it (for remarks the handler writes). */
  username: string;
  /** The action as configured (its label, for a generic handler's message). */
  action: CustomAction;
  /** The action's `props` (`{}` without): an extension's handler is told what to do by them. */
  props: ComponentProps;
}

/** What a handler answers: the success message shown to the user, the answer's data, and the log's detail. */
export interface ActionResult {
  message: string;
  data?: unknown;
  /** The operation log's summary; default `<label><title>「<row label>」`. */
  detail?: string;
}

/** The server side of one custom action (`<resource>.<action>`, registered by a module: ServerModule.actions). */
export interface ActionHandler {
  /**
   * Catalogue code answered (409) when the row does not match the action's `when`; default 10008
   * (当前状态不允许此操作). A refund of an unpaid order answers 14016 订单状态不允许退款.
   */
  refusedCode?: number;
  /**
   * The handler draws values a unique index keeps distinct (activation codes): when another transaction
   * stored one of them at the same moment, the whole action is run again, drawing anew.
   */
  redrawOnClash?: boolean;
  /** Does the work; throws an AppError to refuse (the transaction is then rolled back). */
  run(call: ActionCall): Promise<ActionResult> | ActionResult;
}
