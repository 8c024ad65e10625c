import { describe, expect, it } from "vitest";
import { fakerZH_CN } from "@faker-js/faker";
import { seedOf } from "../../../mock-server/resources/seed.js";
import { SALES_FROM, SEED_TODAY } from "../../school/server/seed/fake-moment.js";
import { loadConfig } from "../../../mock-server/plugins/config-loader.js";
import { sliceSource } from "../../../src/common/resource-source.js";
import { shippedParts, shippedSeeds } from "../../../tests/helpers/parts.js";

type Row = Record<string, unknown> & { id: number };

const resources = loadConfig("config", shippedParts).resources;

/**
 * Every generator in order, as the server runs them on a fresh database, rows numbered 1…n; a slice's rows
 * (textbook versions) are also its owner's, as they are stored in the owner's table.
 */
function runSeeds(): Map<string, Row[]> {
  const seeded = new Map<string, Row[]>();
  for (const [name, generate] of shippedSeeds) {
    fakerZH_CN.seed(seedOf(name));
    const rows = generate({
      faker: fakerZH_CN,
      ids: (r) => (seeded.get(r) ?? []).map((row) => row.id),
      rows: (r) => seeded.get(r) ?? [],
    });
    const slice = resources[name] && sliceSource(resources[name]);
    const owner = slice ? slice.resource : name;
    const first = seeded.get(owner)?.length ?? 0;
    const numbered = rows.map((row, i) => ({ ...row, ...slice?.scope, id: first + i + 1 }));
    seeded.set(owner, [...(seeded.get(owner) ?? []), ...numbered]);
    if (slice) seeded.set(name, numbered);
  }
  return seeded;
}

const seeded = runSeeds();
const rowsOf = (name: string) => seeded.get(name) ?? [];
const byId = (name: string) => new Map(rowsOf(name).map((r) => [r.id, r]));
const CODE = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

describe("sales seed data", () => {
  it("campus orders add up to more than each campus's balance, at hours × price", () => {
    const bought = new Map<number, number>();
    for (const o of rowsOf("campus-order")) {
      expect(o.amount).toBeCloseTo(Number(o.hours) * Number(o.unit_price), 2);
      expect(String(o.order_no)).toMatch(/^KS\d{18}$/);
      if (o.status === 1) {
        expect(String(o.paid_at) >= String(o.created_at)).toBe(true);
        bought.set(Number(o.campus_id), (bought.get(Number(o.campus_id)) ?? 0) + Number(o.hours));
      } else expect(o.paid_at).toBeUndefined();
    }
    for (const campus of rowsOf("campus")) {
      expect(bought.get(campus.id) ?? 0, String(campus.name)).toBeGreaterThanOrEqual(Number(campus.hours_balance ?? 0));
    }
  });

  it("user orders: the past year's, by students registered by then, at the commodity's type", () => {
    const students = byId("student");
    const commodities = byId("commodity");
    const orders = rowsOf("user-order");
    expect(new Set(orders.map((o) => o.order_no)).size).toBe(orders.length);
    for (const o of orders) {
      expect(String(o.order_no)).toMatch(/^DD\d{18}$/);
      expect(String(students.get(Number(o.student_id))!.created_at) <= String(o.created_at)).toBe(true);
      expect(o.commodity_type).toBe(commodities.get(Number(o.commodity_id))!.kind);
      if (o.pay_method !== 4) expect(String(o.created_at) >= SALES_FROM).toBe(true);
      expect(String(o.created_at) <= `${SEED_TODAY} 23:59:59`).toBe(true);
      if (o.status === 0) expect(o.paid_at).toBeUndefined();
      else expect(String(o.paid_at) >= String(o.created_at)).toBe(true);
      if (o.status === 2) {
        expect(String(o.refunded_at) > String(o.paid_at)).toBe(true);
        expect(o.refund_reason).toEqual(expect.any(String));
      } else expect(o.refunded_at).toBeUndefined();
    }
    const paid = orders.filter((o) => o.status === 1 && o.pay_method !== 4);
    expect(paid.length).toBeGreaterThan(300);
    // Every month of the year sold something.
    expect(new Set(paid.map((o) => String(o.paid_at).slice(0, 7))).size).toBeGreaterThanOrEqual(12);
  });

  it("activation codes: unique, of their kind's commodity type, redeemed before expiry, expired only when past it", () => {
    const kinds = byId("code-kind");
    const commodities = byId("commodity");
    const codes = rowsOf("activation-code");
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    const orders = new Set(rowsOf("user-order").map((o) => String(o.remark)));
    for (const c of codes) {
      expect(String(c.code)).toMatch(CODE);
      expect(commodities.get(Number(c.commodity_id))!.kind).toBe(kinds.get(Number(c.kind_id))!.commodity_kind);
      if (c.status === 1) {
        expect(String(c.used_at) < String(c.expires_at)).toBe(true);
        expect(orders.has(`激活码兑换：${c.code}`)).toBe(true);
      }
      if (c.status === 2) expect(String(c.expires_at) < SEED_TODAY).toBe(true);
      if (c.status === 0) expect(String(c.expires_at) > SEED_TODAY).toBe(true);
    }
    expect(new Set(codes.map((c) => c.status))).toEqual(new Set([0, 1, 2, 3]));
  });

  it("agents under contract today unless their cooperation ended", () => {
    for (const a of rowsOf("agent")) {
      if (a.status === 0) expect(String(a.contract_to) < SEED_TODAY).toBe(true);
      else expect(String(a.contract_to) >= SEED_TODAY).toBe(true);
    }
  });
});
