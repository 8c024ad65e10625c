import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { CODE_ALPHABET, formatCode } from "../../../orders/server/serials.js";
import { addDays, dateBetween } from "../../../school/server/seed/fake-date.js";
import { SEED_TODAY, addMinutes, momentBetween, shoppingMoment } from "../../../school/server/seed/fake-moment.js";
import { idOf, isOn, type Row } from "../../../school/server/seed/seed-rows.js";

/** activation-code.json `status`. */
const STATUS = { unused: 0, used: 1, expired: 2, void: 3 } as const;
const BATCHES = 26;
/** A voided code: lost in the post, leaked online, an agent's return. */
const VOID_SHARE = 0.04;

const pad = (n: number) => String(n).padStart(2, "0");

interface Batch {
  no: string;
  at: string;
  kind: Row;
  commodityId: number;
  agentId?: number;
  size: number;
}

/** The batches: each of one enabled kind (the summer campaign's in summer), a commodity of its type, mostly an agent's. */
function batches(faker: Faker, kinds: Row[], commodities: Row[], agents: Row[]): Batch[] {
  const perDay = new Map<string, number>();
  const days = Array.from({ length: BATCHES }, () => dateBetween(faker, "2025-06-01", addDays(SEED_TODAY, -5))).sort();
  return days.flatMap((day) => {
    const summer = day >= "2026-06-20" && day <= "2026-08-20";
    const usable = kinds.filter((k) => (isOn(k.enabled) ? true : summer));
    const kind = faker.helpers.arrayElement(usable);
    const goods = commodities.filter((c) => c.kind === kind.commodity_kind && c.status !== 0);
    if (!goods.length) return [];
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const direct = faker.datatype.boolean({ probability: 0.15 });
    const signed = agents.filter((a) => String(a.contract_from) <= day);
    return [
      {
        no: `PC${day.replace(/-/g, "")}-${String(seq).padStart(3, "0")}`,
        at: `${day} ${pad(faker.number.int({ min: 9, max: 17 }))}:${pad(faker.number.int({ min: 0, max: 59 }))}:00`,
        kind,
        commodityId: idOf(faker.helpers.arrayElement(goods)),
        agentId: direct || !signed.length ? undefined : idOf(faker.helpers.arrayElement(signed)),
        size: faker.helpers.arrayElement([5, 10, 10, 15, 20, 20, 30]),
      },
    ];
  });
}

/**
 * A few hundred codes in about twenty-six batches since June 2025. Older batches are mostly redeemed (by
 * students registered by then), codes past their expiry unredeemed are 已过期, a few are voided.
 */
export const activationCodeSeed: ResourceSeed = ({ faker, rows }) => {
  const agents = rows("agent").filter((a) => a.status !== 0);
  const students = rows("student");
  const codes = new Set<string>();
  const out: Record<string, unknown>[] = [];
  for (const batch of batches(faker, rows("code-kind"), rows("commodity"), agents)) {
    const day = batch.at.slice(0, 10);
    const expires = `${addDays(day, Number(batch.kind.valid_days))} 23:59:59`;
    const until = expires < `${SEED_TODAY} 23:59:59` ? expires : `${SEED_TODAY} 21:00:00`;
    // The share redeemed grows with the time the batch has had.
    const usedShare = Math.min(0.6, (Date.parse(until.slice(0, 10)) - Date.parse(day)) / (365 * 86_400_000));
    for (let i = 0; i < batch.size; i++) {
      let code = "";
      while (!code || codes.has(code)) code = formatCode(faker.string.fromCharacters(CODE_ALPHABET, 16));
      codes.add(code);
      const base = {
        code,
        kind_id: idOf(batch.kind),
        commodity_id: batch.commodityId,
        ...(batch.agentId && { agent_id: batch.agentId }),
        batch_no: batch.no,
        expires_at: expires,
        created_at: batch.at,
        updated_at: batch.at,
      };
      const usedAt = shoppingMoment(faker, momentBetween(faker, addMinutes(batch.at, 60 * 24), until).slice(0, 10));
      const buyers = students.filter((s) => String(s.created_at) < usedAt);
      if (faker.datatype.boolean({ probability: usedShare }) && buyers.length && usedAt < until) {
        const student = faker.helpers.arrayElement(buyers);
        out.push({ ...base, status: STATUS.used, used_by: idOf(student), used_at: usedAt, updated_at: usedAt });
      } else if (faker.datatype.boolean({ probability: VOID_SHARE })) {
        out.push({ ...base, status: STATUS.void, updated_at: addMinutes(batch.at, 60 * 24 * 2) });
      } else {
        out.push({ ...base, status: expires < `${SEED_TODAY} 00:00:00` ? STATUS.expired : STATUS.unused });
      }
    }
  }
  return out;
};
