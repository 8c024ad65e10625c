import { sql } from "kysely";
import { AppError, fail } from "../../../../mock-server/plugins/errors.js";
import { localDateTime, type Row } from "../../../../mock-server/resources/codec.js";
import type { ResourceContext } from "../../../../mock-server/resources/context.js";
import type { ResourceStore } from "../../../../mock-server/resources/store.js";
import { tableName } from "../../../../mock-server/resources/table-name.js";
import { randomCode } from "../../../orders/server/serials.js";
import type { ActionHandler } from "../../../../mock-server/resources/actions/types.js";

/** activation-code.json `status`. */
export const CODE_STATUS = { unused: 0, used: 1, expired: 2, void: 3 } as const;
/** commodity.json `status` 上架. */
const ON_SALE = 1;
/** agent.json `status` 合作中. */
const AGENT_ACTIVE = 1;
const DAY_MS = 86_400_000;

type Values = Record<string, unknown>;

/**
 * The kind, commodity and agent of new codes, checked beyond "they exist": the kind is enabled, the
 * commodity is on sale and of the kind's commodity type, the agent still works with us. Refused as 10001 on the field.
 */
export async function checkCodeSource(storeOf: (name: string) => ResourceStore, values: Values): Promise<Row> {
  const kind = await storeOf("code-kind").get(Number(values.kind_id));
  const commodity = await storeOf("commodity").get(Number(values.commodity_id));
  const agent = values.agent_id == null ? undefined : await storeOf("agent").get(Number(values.agent_id));
  const errors: Record<string, string> = {};
  if (!kind) errors.kind_id = "请选择有效的激活码类型";
  else if (kind.enabled === false) errors.kind_id = `激活码类型「${kind.name}」已停用`;
  if (kind && commodity && commodity.kind !== kind.commodity_kind)
    errors.commodity_id = `所选商品与激活码类型「${kind.name}」的商品类型不符`;
  else if (commodity && commodity.status !== ON_SALE)
    errors.commodity_id = `商品「${commodity.name}」未上架，不能生成激活码`;
  if (agent && agent.status !== AGENT_ACTIVE) errors.agent_id = `代理商「${agent.name}」不在合作中`;
  if (Object.keys(errors).length) throw fail.badParams(errors);
  return kind!;
}

/** The last second of the day `days` after `ms`: a code bought today is valid through the whole last day. */
export const expiresAt = (ms: number, days: number): string =>
  `${localDateTime(ms + days * DAY_MS).slice(0, 10)} 23:59:59`;

/**
 * The next batch number of the day: `PC20261123-001`, `PC20261123-002`, … Under the database's lock on
 * the batch numbers until the transaction ends, so two batches made at once cannot both take the same.
 */
export async function nextBatchNo(ctx: ResourceContext, ms: number): Promise<string> {
  const day = `PC${localDateTime(ms).slice(0, 10).replace(/-/g, "")}-`;
  await ctx.lock("activation-code:batch-no");
  const row = await ctx.db
    .selectFrom(tableName("activation-code"))
    .select(sql<string | null>`MAX(batch_no)`.as("last"))
    .where("batch_no", "like", `${day}%`)
    .executeTakeFirst();
  const last = row?.last ?? null;
  const next = (last ? Number(last.slice(day.length)) : 0) + 1;
  return `${day}${String(next).padStart(3, "0")}`;
}

/** Codes for `count` new rows: random, unique among themselves and against every stored code (one query a round). */
export async function freshCodes(ctx: ResourceContext, count: number): Promise<string[]> {
  const codes = new Set<string>();
  for (let round = 0; codes.size < count; round++) {
    // 32^16 codes: a clash is rare, a run of them means something is wrong, not bad luck.
    if (round === 50) throw new Error("no free activation codes after 50 draws");
    const drawn = new Set<string>();
    while (drawn.size < count - codes.size) {
      const code = randomCode();
      if (!codes.has(code)) drawn.add(code);
    }
    const stored = await ctx.db
      .selectFrom(tableName("activation-code"))
      .select("code")
      .where(ctx.store.sql.anyOf(sql.ref("code"), [...drawn]))
      .execute();
    const taken = new Set(stored.map((r: { code: string }) => r.code));
    for (const code of drawn) if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}

/**
 * 批量生成: `count` codes of one kind, commodity and agent under a new batch number, expiring after the
 * kind's valid days, all in the action's transaction (all or none). A code another batch drew at the same
 * moment fails the unique index: the batch is drawn again (`redrawOnClash`).
 */
export const generateCodes: ActionHandler = {
  redrawOnClash: true,
  async run({ ctx, input, store, storeOf }) {
    const kind = await checkCodeSource(storeOf, input);
    const now = ctx.now();
    const count = Number(input.count);
    const batchNo = await nextBatchNo(ctx, now);
    const expires = expiresAt(now, Number(kind.valid_days));
    const base = { kind_id: input.kind_id, commodity_id: input.commodity_id, agent_id: input.agent_id ?? null };
    for (const code of await freshCodes(ctx, count)) {
      await store.insert({ ...base, code, status: CODE_STATUS.unused, batch_no: batchNo, expires_at: expires });
    }
    return {
      message: `已生成${count}个激活码，批次号${batchNo}`,
      data: { batch_no: batchNo, count, expires_at: expires },
      detail: `批量生成：批次「${batchNo}」，${kind.name} ${count}个，有效期至${expires.slice(0, 10)}`,
    };
  },
};

/** 作废: an unused code can no longer be redeemed. */
export const voidCode: ActionHandler = {
  async run({ row, store }) {
    if (row?.status !== CODE_STATUS.unused) throw new AppError(10008, 409, null, "只有未使用的激活码可以作废");
    await store.update(row.id, { status: CODE_STATUS.void });
    return { message: `激活码${row.code}已作废`, data: await store.get(row.id) };
  },
};
