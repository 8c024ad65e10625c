import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { SALES_FROM, SEED_TODAY, addMinutes } from "../../../school/server/seed/fake-moment.js";
import { addDays, dateBetween, dateTimeBetween } from "../../../school/server/seed/fake-date.js";
import { cents, idOf, type Row } from "../../../school/server/seed/seed-rows.js";

/** campus-order.json `status` and `pay_method`. */
const STATUS = { pending: 0, paid: 1, cancelled: 2 } as const;
const PAY_WEIGHTS = [
  { value: 1, weight: 70 },
  { value: 2, weight: 15 },
  { value: 3, weight: 15 },
];
/** Price of a lesson hour by the campus's sales mode (直营, 加盟, 合作); large orders get a discount. */
const HOUR_PRICE: Record<number, number> = { 1: 60, 2: 85, 3: 95 };
const PACKS = [50, 100, 100, 200, 200, 300, 500, 500, 800, 1000, 1500, 2000, 3000];

/** The price per hour of one purchase: the mode's price, less for bulk, now and then a negotiated cent price. */
function unitPrice(faker: Faker, campus: Row, hours: number): number {
  const base = HOUR_PRICE[Number(campus.sales_mode)] ?? 80;
  const bulk = hours >= 2000 ? 0.88 : hours >= 1000 ? 0.93 : 1;
  const odd = faker.datatype.boolean({ probability: 0.2 }) ? faker.helpers.arrayElement([0.5, 0.8, 1.5]) : 0;
  return cents(base * bulk - odd);
}

/**
 * Hours bought over the year, in six to fourteen top-ups of round sizes: together more than the balance
 * holds now (the rest went into lessons).
 */
function purchases(faker: Faker, balance: number): number[] {
  const target = balance * faker.number.float({ min: 1.3, max: 1.9 });
  const count = faker.number.int({ min: 6, max: 14 });
  const hours = Array.from({ length: count }, () => {
    const size = (target / count) * faker.number.float({ min: 0.6, max: 1.4 });
    return Math.min(10_000, Math.max(50, Math.round(size / 50) * 50));
  });
  const short = balance - hours.reduce((a, b) => a + b, 0);
  if (short > 0) hours.push(Math.min(10_000, Math.ceil(short / 50) * 50 + 500));
  return hours;
}

function order(faker: Faker, campus: Row, hours: number, status: number, created: string): Record<string, unknown> {
  const price = unitPrice(faker, campus, hours);
  const paidAt = status === STATUS.paid ? addMinutes(created, faker.number.int({ min: 60, max: 60 * 72 })) : undefined;
  return {
    campus_id: idOf(campus),
    hours,
    unit_price: price,
    amount: cents(hours * price),
    pay_method: faker.helpers.weightedArrayElement(PAY_WEIGHTS),
    status,
    ...(paidAt && { paid_at: paidAt }),
    created_at: created,
    updated_at: paidAt ?? created,
  };
}

/**
 * Campus orders of lesson hours over the past twelve months. Each open campus bought, in packs of 50
 * to 3 000 hours, more than its balance holds now (the rest went into lessons), so the seeded balances
 * add up; a few recent orders are still 待支付 and some were cancelled.
 */
export const campusOrderSeed: ResourceSeed = ({ faker, rows }) => {
  const out: Record<string, unknown>[] = [];
  const campuses = rows("campus");
  for (const campus of campuses) {
    const balance = Number(campus.hours_balance ?? 0);
    if (balance <= 0) continue;
    for (const hours of purchases(faker, balance)) {
      // Paid at least three days before today, so every paid order's time is in the past.
      out.push(order(faker, campus, hours, STATUS.paid, dateTimeBetween(faker, SALES_FROM, addDays(SEED_TODAY, -3))));
    }
  }
  const open = campuses.filter((c) => Number(c.hours_balance ?? 0) > 0);
  for (const campus of faker.helpers.arrayElements(open, Math.min(6, open.length))) {
    const created = dateTimeBetween(faker, addDays(SEED_TODAY, -10), SEED_TODAY);
    out.push(order(faker, campus, faker.helpers.arrayElement(PACKS), STATUS.pending, created));
  }
  for (const campus of faker.helpers.arrayElements(campuses, Math.min(5, campuses.length))) {
    const created = dateTimeBetween(faker, SALES_FROM, dateBetween(faker, SALES_FROM, SEED_TODAY));
    const cancelled = order(faker, campus, faker.helpers.arrayElement(PACKS), STATUS.cancelled, created);
    out.push({
      ...cancelled,
      remark: faker.helpers.arrayElement(["校区重新下单，此单作废", "金额填写错误", "校区暂缓采购"]),
    });
  }
  const used = new Set<string>();
  return out
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))
    .map((o) => {
      let no = "";
      while (!no || used.has(no)) no = `KS${String(o.created_at).replace(/\D/g, "")}${faker.string.numeric(4)}`;
      used.add(no);
      return { order_no: no, ...o };
    });
};
