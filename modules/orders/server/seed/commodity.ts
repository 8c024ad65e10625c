import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { dateTimeBetween } from "../../../school/server/seed/fake-date.js";
import { idOf, shopPrice, type Row } from "../../../school/server/seed/seed-rows.js";

/** commodity.json `kind`: the four kinds an order may hold (spec code 14001). */
const KIND = { recorded: 1, member: 2, live: 3, qa: 4 } as const;

const MEMBER_PLANS = ["精品录播会员", "全科直播会员", "VIP答疑会员"];
const MEMBER_TERMS: [term: string, price: number][] = [
  ["月卡", 99],
  ["季卡", 269],
  ["半年卡", 499],
  ["年卡", 899],
];
const QA_SUBJECTS = ["语文", "数学", "英语", "物理", "化学", "生物"];
const QA_PACKS: [times: number, price: number][] = [
  [10, 199],
  [30, 499],
];
/** Packages whose recordings are also sold on their own. */
const REPLAY_COUNT = 6;

interface Draft {
  name: string;
  kind: number;
  price: number;
  stock: number;
  course_package_id?: number;
  /** Sold at every open campus; a virtual good (card) whose stock never runs out. */
  all?: boolean;
}

/** A commodity for each course package: the live class itself, or its recorded version. */
function packageDrafts(packages: Row[]): Draft[] {
  const own = packages.map((p) =>
    p.class_type === 3
      ? { name: String(p.name), kind: KIND.live, price: Number(p.price), stock: 300, course_package_id: idOf(p) }
      : {
          name: `${p.name}·录播版`,
          kind: KIND.recorded,
          price: shopPrice(Number(p.price) * 0.4),
          stock: 9999,
          course_package_id: idOf(p),
        },
  );
  const replays = packages
    .filter((p) => p.class_type === 3)
    .slice(0, REPLAY_COUNT)
    .map((p) => ({
      name: `${p.name}·回放`,
      kind: KIND.recorded,
      price: shopPrice(Number(p.price) * 0.5),
      stock: 9999,
      course_package_id: idOf(p),
    }));
  return [...own, ...replays];
}

/** Memberships and Q&A packs, sold at every open campus and not tied to a package. */
function standaloneDrafts(): Draft[] {
  const members = MEMBER_PLANS.flatMap((plan, i) =>
    MEMBER_TERMS.map(([term, price]) => ({
      name: `${plan}·${term}`,
      kind: KIND.member,
      price: price * (i + 1),
      stock: 99999,
      all: true,
    })),
  );
  const qa = QA_SUBJECTS.flatMap((subject) =>
    QA_PACKS.map(([times, price]) => ({
      name: `${subject}答疑${times}次卡`,
      kind: KIND.qa,
      price,
      stock: 5000,
      all: true,
    })),
  );
  return [...members, ...qa];
}

/** Some class places run out (售罄), a few items are taken off sale (下架); cards never run out. */
function stockAndStatus(faker: Faker, stock: number, virtual: boolean): { stock: number; status: number } {
  const soldOut = !virtual && faker.datatype.boolean({ probability: 0.1 });
  const left = soldOut ? 0 : virtual ? stock : faker.number.int({ min: Math.ceil(stock / 3), max: stock });
  if (left === 0) return { stock: 0, status: 2 };
  return { stock: left, status: faker.datatype.boolean({ probability: 0.12 }) ? 0 : 1 };
}

/**
 * About sixty commodities: one per course package (live or recorded), recordings of some live
 * classes, membership cards and Q&A packs; each sold at some of the open campuses.
 */
export const commoditySeed: ResourceSeed = ({ faker, rows }) => {
  const open = rows("campus")
    .filter((c) => c.status === 1)
    .map(idOf);
  const drafts = [...packageDrafts(rows("course-package")), ...standaloneDrafts()];
  return drafts.map(({ all, stock, ...draft }, i) => ({
    ...draft,
    ...stockAndStatus(faker, stock, !!all),
    campus_ids: all ? open : faker.helpers.arrayElements(open, { min: 1, max: 6 }).sort((a, b) => a - b),
    sales_count: faker.number.int({ min: 0, max: draft.kind === KIND.member ? 5000 : 1500 }),
    on_sale_at: dateTimeBetween(faker, "2025-01-01", "2026-11-15"),
    sort: (i + 1) * 10,
  }));
};
