import type { FastifyInstance, FastifyRequest } from "fastify";
import { fieldView } from "./field-rules.js";
import type { CustomAction, ResourceConfig } from "../../src/types/generated/resource.js";
import { actionAccessRule, actionRecord } from "../../src/common/custom-actions.js";
import { AppError, envelope, fail } from "../plugins/errors.js";
import type { AuditLog } from "../plugins/audit.js";
import { bodySchema } from "./body-schema.js";
import { writeErrors } from "./write-checks.js";
import { actionHandlerOf, checkedStores, runOnRow } from "./action-routes.js";
import { reaches } from "./viewer-store.js";
import { labelField } from "./columns.js";
import type { ResourceContext } from "./context.js";
import { normaliseBody } from "./normalise.js";
import { tagged } from "./schemas.js";
import { redrawOnClash } from "./clash.js";
import { localize } from "../../src/common/i18n.js";

type Values = Record<string, unknown>;

/** One row of a bulk answer: done (the handler's message) or refused (why). */
export interface BulkRow {
  id: number;
  label: string;
  message: string;
}

/** Most rows one bulk run takes: a page of the list at its largest is 100. */
export const BULK_MAX = 500;

/** The catalogue code of a bulk run refused as a whole because some rows could not be done. */
export const BULK_REFUSED = 10060;

/** The action's input fields beside `ids`, with the input's own rules and messages. */
function bulkBodySchema(input: ResourceConfig): Values {
  const body = bodySchema(input, "create");
  const properties = body.properties as Values;
  const required = (body.required as string[] | undefined) ?? [];
  const messages = ((body.errorMessage as Values | undefined)?.required as Values | undefined) ?? {};
  return {
    ...body,
    properties: {
      ...properties,
      ids: {
        type: "array",
        minItems: 1,
        maxItems: BULK_MAX,
        itemType: { type: "integer" },
        errorMessage: {
          type: "请选择要操作的记录",
          minItems: "请选择要操作的记录",
          itemType: "ids应为整数数组",
          maxItems: `一次最多${BULK_MAX}条`,
        },
      },
    },
    required: [...required, "ids"],
    errorMessage: { required: { ...messages, ids: "请选择要操作的记录" } },
  };
}

/** Why a row was refused, in the words the single action would have answered. */
function refusalText(err: AppError, action: CustomAction): string {
  const errors = (err.data as { errors?: Record<string, string> } | null)?.errors;
  if (err.code === 10001 && errors) return Object.values(errors).join("；");
  return err.message !== String(err.code) ? err.message : `${localize(action.label)}失败`;
}

/**
 * The bulk routes of row actions with `bulk: true`: `POST …/actions/<action>/bulk` with `{ids, …input}`.
 * Access and input are the single action's. Every row is locked and read in id order (two bulk runs never
 * wait on each other crosswise) and run through the same steps as one row — missing (404), `when`,
 * four eyes, the handler with its checked store — inside one transaction. A row refused by any of them is
 * noted and the others still run, so the answer names every refused row (409 / 10060, `data.rows`);
 * then all is rolled back. A failure that is not a refusal (a database error) rolls back at once.
 * Done, each row gets its own line in the operation log, as a batch delete does, and the answer lists
 * each row with the handler's message (`data.rows`), for the report dialog.
 */
export function bulkActionRoutes(app: FastifyInstance, ctx: ResourceContext, res: ResourceConfig, audit: AuditLog) {
  for (const action of res.list.actions?.custom ?? []) {
    if (!action.bulk || action.scope !== "row") continue;
    const handlerOf = actionHandlerOf(ctx, res, action);
    const input = { ...res, record: actionRecord(action) } as ResourceConfig;
    /** A row as the report names it: its label, or its id for a caller whose field rules hide the label. */
    const labelOf = (row: Values | undefined, id: number, request: FastifyRequest) =>
      fieldView(request.user, res, ctx.roles).hidden.has(labelField(res))
        ? String(id)
        : String(row?.[labelField(res)] ?? id);

    app.post<{ Body: Values & { ids: number[] } }>(
      `/v1/resources/${res.name}/actions/${action.name}/bulk`,
      {
        config: { access: actionAccessRule(res.access, action) },
        preValidation: normaliseBody(input),
        schema: tagged(`${localize(res.title)}：批量${localize(action.label)}`, { body: bulkBodySchema(input) }),
      },
      async (request) => {
        const handler = await handlerOf();
        const { ids: sent, ...values } = request.body;
        const ids = [...new Set(sent)].sort((a, b) => a - b);
        const errors = await writeErrors(ctx, input, { values, row: values });
        if (Object.keys(errors).length) throw fail.badParams(errors);
        const username = request.user?.username ?? "";
        const props = action.props ?? {};
        const run = () =>
          ctx.transaction(async (tx) => {
            const { store, storeOf } = checkedStores(tx, res, handler);
            const done: (BulkRow & { detail?: string })[] = [];
            const refused: BulkRow[] = [];
            for (const id of ids) {
              const found = await store.get(id, { forUpdate: true });
              // A row outside the caller's row rules is as missing as a deleted one.
              const row = found && (await reaches(tx, res, request.user, id)) ? found : undefined;
              const label = labelOf(row, id, request);
              try {
                if (!row) throw new AppError(404, 404, null, `${localize(res.title)}「${id}」不存在或已被删除`);
                const call = { ctx: tx, res, store, storeOf, row, input: values, username, props };
                const result = await runOnRow(action, handler, call);
                done.push({ id, label, message: result.message, detail: result.detail });
              } catch (err) {
                if (!(err instanceof AppError)) throw err;
                refused.push({ id, label, message: refusalText(err, action) });
              }
            }
            if (refused.length) {
              // The reason names the row already when it is the route's own (`when`, four eyes, missing).
              const [{ label, message: reason }] = refused;
              const first = reason.includes(`「${label}」`) ? reason : `${localize(res.title)}「${label}」：${reason}`;
              const more = refused.length > 1 ? `等${refused.length}条` : "";
              const message = `${first}${more}，全部未${localize(action.label)}`;
              throw new AppError(BULK_REFUSED, 409, { rows: refused }, message);
            }
            return done;
          });
        const done = handler.redrawOnClash ? await redrawOnClash(ctx.store, run) : await run();
        for (const row of done) {
          const detail = row.detail ?? `批量${localize(action.label)}${localize(res.title)}「${row.label}」`;
          await audit(request, localize(action.label), `${res.name}#${row.id}`, detail);
        }
        const rows = done.map(({ id, label, message }) => ({ id, label, message }));
        return envelope(
          { count: rows.length, rows },
          `已${localize(action.label)}${rows.length}条${localize(res.title)}`,
        );
      },
    );
  }
}
