import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CustomAction, ResourceConfig } from "../../src/types/generated/resource.js";
import { actionAccessRule, actionRecord, CREATOR_FIELD, creatorRefusal } from "../../src/common/custom-actions.js";
import { AppError, envelope, fail } from "../plugins/errors.js";
import type { AuditLog } from "../plugins/audit.js";
import type { ActionCall, ActionHandler, ActionResult } from "./actions/types.js";
import { extensionAction } from "../config/extensions.js";
import { bodySchema } from "./body-schema.js";
import { reaches } from "./viewer-store.js";
import { checkedStore } from "./checked-store.js";
import { writeErrors } from "./write-checks.js";
import { labelField } from "./columns.js";
import type { ResourceContext } from "./context.js";
import { fieldView, visibleRow } from "./field-rules.js";
import { normaliseBody } from "./normalise.js";
import { refuseUnlessFits } from "./row-state.js";
import { idParams, tagged } from "./schemas.js";
import { redrawOnClash } from "./clash.js";
import { resourceStore } from "./store.js";
import type { Row } from "./codec.js";
import { localize } from "../../src/common/i18n.js";

type Values = Record<string, unknown>;

/** A body-less POST is an empty input, so an action without `input` needs no body. */
const emptyBody = async (request: FastifyRequest) => {
  request.body ??= {};
};

/**
 * The handler an action runs: the built-in `<resource>.<action>`, or the extension's named in `handler`
 * (imported once, on first use if the start did not load the extensions). A config handed in by code
 * without either must not mount a dead route (the config check refuses it at start).
 */
export function actionHandlerOf(
  ctx: ResourceContext,
  res: ResourceConfig,
  action: CustomAction,
): () => Promise<ActionHandler> {
  const builtin = ctx.parts.actions[`${res.name}.${action.name}`];
  if (!builtin && !action.handler) throw new Error(`resource "${res.name}": action "${action.name}" has no handler`);
  return async () => (action.handler ? await extensionAction(action.handler) : builtin!);
}

/**
 * The stores a handler writes through inside its transaction: every write meets the written record's
 * rules, as an update would.
 */
export function checkedStores(tx: ResourceContext, res: ResourceConfig, handler: ActionHandler) {
  const checked = { owner: res.name, uniqueByIndex: handler.redrawOnClash };
  const storeOf = (name: string) => checkedStore(tx, resourceStore(tx, tx.resources[name]), checked);
  return { store: storeOf(res.name), storeOf };
}

/**
 * A row action's steps on a row locked and read inside the transaction: it must fit `when` (409 with the
 * handler's code), and with `notByCreator` not be the caller's own (403 / 14017); then the handler runs.
 */
export async function runOnRow(
  action: CustomAction,
  handler: ActionHandler,
  call: Omit<ActionCall, "row" | "action"> & { row: Row },
): Promise<ActionResult> {
  refuseUnlessFits(call.res, action.when, call.row, localize(action.label), handler.refusedCode ?? 10008);
  // Four eyes: whoever created the row may not run it on that row, whatever their role.
  const refusal = creatorRefusal(call.res, action, call.row, call.username);
  if (refusal) throw new AppError(14017, 403, { field: CREATOR_FIELD }, refusal);
  return handler.run({ ...call, action });
}

/**
 * The routes of a resource's custom actions (`list.actions.custom`): `POST …/<id>/actions/<action>` for a row,
 * `POST …/actions/<action>` for the toolbar. The body is checked against the action's `input` like a record
 * (ajv, then relations: 10001 with field messages); access is the action's rule (403); the row must exist
 * (404), fit `when` (409) and, with `notByCreator`, not have been created by the caller (403 / 14017); the
 * handler a module registered (or the extension's action named in `handler`, given the action's `props`) runs
 * in one transaction, on the row locked and read inside it, and the action is written to the operation log.
 * The handler's writes go through `checkedStore`: one that breaks the record's rules refuses the whole
 * action with 10001 and the fields' messages, nothing written.
 */
export function actionRoutes(app: FastifyInstance, ctx: ResourceContext, res: ResourceConfig, audit: AuditLog) {
  for (const action of res.list.actions?.custom ?? []) {
    const handlerOf = actionHandlerOf(ctx, res, action);
    const input = { ...res, record: actionRecord(action) } as ResourceConfig;
    const row = action.scope === "row";
    const url = row
      ? `/v1/resources/${res.name}/:id/actions/${action.name}`
      : `/v1/resources/${res.name}/actions/${action.name}`;
    const body = bodySchema(input, "create");

    app.post<{ Params: { id?: number }; Body: Values }>(
      url,
      {
        config: { access: actionAccessRule(res.access, action) },
        preValidation: [emptyBody, normaliseBody(input)],
        schema: tagged(
          `${localize(res.title)}：${localize(action.label)}`,
          row ? { params: idParams, body } : { body },
        ),
      },
      async (request) => {
        const handler = await handlerOf();
        const errors = await writeErrors(ctx, input, { values: request.body, row: request.body });
        if (Object.keys(errors).length) throw fail.badParams(errors);
        const run = () =>
          ctx.transaction(async (tx) => {
            const { store, storeOf } = checkedStores(tx, res, handler);
            // Locked and read inside: of two requests running the action on one row, the second sees the
            // first one's result (a paid order is not paid twice).
            const target = row ? await store.get(Number(request.params.id), { forUpdate: true }) : undefined;
            // A row outside the caller's row rules is as missing as a deleted one.
            if (row && (!target || !(await reaches(tx, res, request.user, target.id)))) throw fail.notFound();
            const username = request.user?.username ?? "";
            const call = { ctx: tx, res, store, storeOf, input: request.body, username, props: action.props ?? {} };
            const result = target
              ? await runOnRow(action, handler, { ...call, row: target })
              : await handler.run({ ...call, action });
            return { target, ...result };
          });
        const result = handler.redrawOnClash ? await redrawOnClash(ctx.store, run) : await run();
        const label = result.target ? `「${result.target[labelField(res)] ?? result.target.id}」` : "";
        const detail = result.detail ?? `${localize(action.label)}${localize(res.title)}${label}`;
        await audit(
          request,
          localize(action.label),
          result.target ? `${res.name}#${result.target.id}` : res.name,
          detail,
        );
        // An answer that is the row (an order after 确认收款) shows only the fields the caller may see.
        const data = result.data ?? null;
        const view = fieldView(request.user, res, ctx.roles);
        const isRow = (d: unknown): d is Record<string, unknown> =>
          !!d && typeof d === "object" && !Array.isArray(d) && (d as { id?: unknown }).id === result.target?.id;
        return envelope(result.target && isRow(data) ? visibleRow(data, view) : data, result.message);
      },
    );
  }
}
