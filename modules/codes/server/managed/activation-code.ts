import { AppError } from "../../../../mock-server/plugins/errors.js";
import { CODE_STATUS, checkCodeSource, expiresAt, freshCodes, nextBatchNo } from "../actions/activation-code.js";
import type { ManagedFields } from "../../../../mock-server/resources/managed/types.js";

/**
 * A code made through the generic create route is a batch of one (what 批量生成 does for many); only an
 * unused code may be changed (a new kind moves its expiry), and a used one is never deleted.
 */
export const activationCodeFields: ManagedFields = {
  async create(values, { ctx, storeOf }) {
    const kind = await checkCodeSource(storeOf, values);
    const now = ctx.now();
    return {
      code: (await freshCodes(ctx, 1))[0],
      status: CODE_STATUS.unused,
      batch_no: await nextBatchNo(ctx, now),
      expires_at: expiresAt(now, Number(kind.valid_days)),
    };
  },
  async update(before, change, { storeOf }) {
    if (before.status !== CODE_STATUS.unused)
      throw new AppError(13105, 409, null, `激活码「${before.code}」不是未使用状态，不能修改`);
    const kind = await checkCodeSource(storeOf, { ...before, ...change });
    if (!("kind_id" in change)) return {};
    const created = Date.parse(before.created_at.replace(" ", "T"));
    return { expires_at: expiresAt(created, Number(kind.valid_days)) };
  },
  remove(rows) {
    const used = rows.find((r) => r.status === CODE_STATUS.used);
    if (used) throw new AppError(13105, 409, null, `激活码「${used.code}」已使用，不能删除`);
  },
};
