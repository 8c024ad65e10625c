import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { SEED_TODAY, addMinutes, salesDay, shoppingMoment } from "../../../school/server/seed/fake-moment.js";
import { addDays, dateBetween } from "../../../school/server/seed/fake-date.js";
import { cents, idOf, numbersOf, type Row } from "../../../school/server/seed/seed-rows.js";

/** user-order.json `status` and `pay_method`. */
const STATUS = { pending: 0, paid: 1, refunded: 2 } as const;
const PAY = { wechat: 1, alipay: 2, card: 3, code: 4 } as const;
/** Orders paid with money over the past year; redeemed activation codes add their own orders. */
const PAID_COUNT = 420;
const PENDING_COUNT = 14;
const REFUND_SHARE = 0.07;

const PAY_WEIGHTS = [
  { value: PAY.wechat, weight: 56 },
  { value: PAY.alipay, weight: 34 },
  { value: PAY.card, weight: 10 },
];
const REFUND_REASONS = [
  "孩子课程时间冲突，无法按时上课",
  "重复购买，申请退回一单",
  "试听后觉得难度不合适",
  "家长误操作下单",
  "已在线下校区报名同类课程",
  "学员转学，离开本市",
  "对授课老师不满意，协商退款",
];
const REMARKS = ["家长电话确认过课程安排", "赠送配套纸质讲义", "老学员续费", "活动价购买", "需开具增值税普通发票"];

/** A commodity the student could buy: on sale at the student's campus (memberships and Q&A packs are sold everywhere). */
function shopFor(commodities: Row[], student: Row): Row[] {
  const campus = Number(student.campus_id);
  const here = commodities.filter((c) => c.status !== 0 && numbersOf(c.campus_ids).includes(campus));
  return here.length ? here : commodities;
}

/** What was paid: the price, now and then with a campaign discount or a coupon. */
function paidAmount(faker: Faker, price: number): number {
  const roll = faker.number.float({ min: 0, max: 1 });
  if (roll < 0.12) return cents(price * 0.9);
  if (roll < 0.2 && price > 300) return cents(price - faker.helpers.arrayElement([50, 100, 200]));
  return cents(price);
}

/** A student registered before `moment`, and a commodity of their shop. */
function buyer(faker: Faker, students: Row[], commodities: Row[], moment: string) {
  const registered = students.filter((s) => String(s.created_at) < moment);
  const student = faker.helpers.arrayElement(registered.length ? registered : students);
  const commodity = faker.helpers.arrayElement(shopFor(commodities, student));
  return { student, commodity };
}

/** The number of an order placed at `moment`: `DD` + yyyyMMddHHmmss + four digits. */
function orderNo(faker: Faker, moment: string, used: Set<string>): string {
  for (;;) {
    const no = `DD${moment.replace(/\D/g, "")}${faker.string.numeric(4)}`;
    if (!used.has(no)) {
      used.add(no);
      return no;
    }
  }
}

/**
 * About four hundred and fifty user orders of the past twelve months (holidays busiest): paid by
 * WeChat, Alipay or card at the price of the day, a few refunded days later with a reason, the last
 * days' unpaid ones still 待支付, and one 0-yuan order for every activation code a student redeemed.
 */
export const userOrderSeed: ResourceSeed = ({ faker, rows }) => {
  const students = rows("student");
  const commodities = rows("commodity");
  if (!students.length || !commodities.length) return [];
  const byId = new Map(commodities.map((c) => [idOf(c), c]));
  const orders: Record<string, unknown>[] = [];

  for (let i = 0; i < PAID_COUNT; i++) {
    const created = shoppingMoment(faker, salesDay(faker));
    const { student, commodity } = buyer(faker, students, commodities, created);
    const paidAt = addMinutes(created, faker.number.int({ min: 1, max: 15 }));
    const refundDay = addDays(paidAt.slice(0, 10), faker.number.int({ min: 1, max: 20 }));
    const refunded = faker.datatype.boolean({ probability: REFUND_SHARE }) && refundDay <= SEED_TODAY;
    const remark = faker.datatype.boolean({ probability: 0.1 }) ? faker.helpers.arrayElement(REMARKS) : "";
    orders.push({
      student_id: idOf(student),
      commodity_id: idOf(commodity),
      commodity_type: commodity.kind,
      amount: paidAmount(faker, Number(commodity.price)),
      pay_method: faker.helpers.weightedArrayElement(PAY_WEIGHTS),
      status: refunded ? STATUS.refunded : STATUS.paid,
      paid_at: paidAt,
      ...(refunded && {
        refunded_at: shoppingMoment(faker, refundDay),
        refund_reason: faker.helpers.arrayElement(REFUND_REASONS),
      }),
      ...(remark && { remark }),
      created_at: created,
    });
  }

  for (let i = 0; i < PENDING_COUNT; i++) {
    const created = shoppingMoment(faker, dateBetween(faker, addDays(SEED_TODAY, -3), SEED_TODAY));
    const { student, commodity } = buyer(faker, students, commodities, created);
    orders.push({
      student_id: idOf(student),
      commodity_id: idOf(commodity),
      commodity_type: commodity.kind,
      amount: cents(Number(commodity.price)),
      pay_method: faker.helpers.weightedArrayElement(PAY_WEIGHTS),
      status: STATUS.pending,
      created_at: created,
    });
  }

  for (const code of rows("activation-code").filter((c) => c.status === 1 && c.used_at)) {
    const commodity = byId.get(Number(code.commodity_id));
    if (!commodity) continue;
    orders.push({
      student_id: Number(code.used_by),
      commodity_id: idOf(commodity),
      commodity_type: commodity.kind,
      amount: 0,
      pay_method: PAY.code,
      status: STATUS.paid,
      paid_at: code.used_at,
      remark: `激活码兑换：${code.code}`,
      created_at: code.used_at,
    });
  }

  // Ids in the order the orders were placed, as a live table would have them.
  const used = new Set<string>();
  return orders
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))
    .map((o) => {
      const last = String(o.refunded_at ?? o.paid_at ?? o.created_at);
      return { order_no: orderNo(faker, String(o.created_at), used), ...o, updated_at: last };
    });
};
