import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { addDays, dateTimeBetween } from "../../../school/server/seed/fake-date.js";
import { gradeLabel } from "../../../school/server/seed/grades.js";
import { idOf, numbersOf, type Row } from "../../../school/server/seed/seed-rows.js";
import { SEED_DAY, earlier } from "../../../school/server/seed/teaching-plan.js";

/** welfare-gift.json `audience` and `status`; commodity.json `kind`. */
const AUDIENCE = { all: 1, grade: 2, campus: 3, newcomers: 4 } as const;
const STATUS = { upcoming: 1, running: 2, ended: 3, stopped: 0 } as const;
const KIND = { recorded: 1, member: 2, qa: 4 } as const;

interface Plan {
  name: string;
  audience: number;
  grade?: number;
  /** The kind of commodity given, and a word its name must contain (`数学`, `月卡`). */
  kind: number;
  match?: string;
  from: string;
  to: string;
  quota: number;
  quantity?: number;
  /** Stopped before its end, with the reason. */
  stopped?: string;
  remark?: string;
}

/** A campaign for everyone (`all`), newcomers, or a grade (`grade: 12`), giving a commodity of `kind`. */
function campaign(
  name: string,
  [from, to]: [string, string],
  kind: number,
  quota: number,
  more: Partial<Plan> = {},
): Plan {
  const audience = more.grade ? AUDIENCE.grade : AUDIENCE.all;
  return { name, from, to, kind, quota, audience, ...more };
}
const NEWCOMERS = { audience: AUDIENCE.newcomers };

/** The year's campaigns: holidays, exam seasons, the new-student gift and a stopped trial. */
const PLANS: Plan[] = [
  campaign("2025新学员注册礼", ["2025-01-01", "2025-12-31"], KIND.qa, 3000, { ...NEWCOMERS, match: "数学" }),
  campaign("2026新学员注册礼", ["2026-01-01", "2026-12-31"], KIND.qa, 5000, {
    ...NEWCOMERS,
    match: "数学",
    remark: "注册并完成测评后自动发放",
  }),
  campaign("春季开学礼", ["2026-02-20", "2026-03-10"], KIND.member, 2000, { match: "月卡" }),
  campaign("高考冲刺·数学答疑包", ["2026-04-15", "2026-06-05"], KIND.qa, 800, {
    grade: 12,
    match: "数学",
    quantity: 2,
  }),
  campaign("高考冲刺·英语答疑包", ["2026-04-15", "2026-06-05"], KIND.qa, 800, { grade: 12, match: "英语" }),
  campaign("五一假期学习礼包", ["2026-04-28", "2026-05-06"], KIND.recorded, 1500),
  campaign("中考冲刺·物理答疑包", ["2026-05-01", "2026-06-20"], KIND.qa, 600, { grade: 9, match: "物理" }),
  campaign("暑期预习礼·初一", ["2026-07-01", "2026-08-31"], KIND.recorded, 500, { grade: 7 }),
  campaign("暑期预习礼·高一", ["2026-07-01", "2026-08-31"], KIND.recorded, 500, { grade: 10 }),
  campaign("开学季精品录播月卡", ["2026-08-25", "2026-09-15"], KIND.member, 3000, { match: "精品录播会员·月卡" }),
  campaign("教师节感恩回馈", ["2026-09-08", "2026-09-12"], KIND.qa, 1000, { match: "语文" }),
  campaign("国庆假期学习礼包", ["2026-09-28", "2026-10-08"], KIND.recorded, 2000),
  campaign("会员升级体验周", ["2026-10-12", "2026-10-31"], KIND.member, 1000, {
    match: "VIP答疑会员·月卡",
    stopped: "活动方案调整，暂停发放",
  }),
  campaign("期中加油包·初三", ["2026-10-20", "2026-11-10"], KIND.qa, 600, { grade: 9, match: "数学" }),
  campaign("期中加油包·高三", ["2026-10-20", "2026-11-10"], KIND.qa, 600, { grade: 12, match: "物理" }),
  campaign("双十一学习节", ["2026-11-01", "2026-11-15"], KIND.member, 5000, { match: "月卡" }),
  campaign("老学员续费答谢", ["2026-11-15", "2026-12-15"], KIND.qa, 2000, {
    match: "英语",
    remark: "本学期续费的学员可领取",
  }),
  campaign("新高一衔接答疑卡", ["2026-11-20", "2026-12-31"], KIND.qa, 400, { grade: 10, match: "化学" }),
  campaign("元旦新年礼", ["2026-12-28", "2027-01-05"], KIND.member, 3000, { match: "全科直播会员·月卡" }),
  campaign("初三寒假冲刺福利", ["2027-01-10", "2027-02-20"], KIND.recorded, 800, { grade: 9 }),
  campaign("高三寒假冲刺福利", ["2027-01-10", "2027-02-20"], KIND.recorded, 800, { grade: 12 }),
  campaign("寒假新学员注册礼", ["2027-01-01", "2027-02-28"], KIND.qa, 2000, { ...NEWCOMERS, match: "英语" }),
];

/** Not started, running or over on the seed's day, unless stopped. */
function statusOf(plan: Plan): number {
  if (plan.stopped) return STATUS.stopped;
  if (plan.from > SEED_DAY) return STATUS.upcoming;
  return plan.to < SEED_DAY ? STATUS.ended : STATUS.running;
}

/** Places given out: most of a finished campaign's, part of a running one's, none before the start. */
function claimedOf(faker: Faker, plan: Plan, status: number): number {
  if (status === STATUS.upcoming) return 0;
  if (status === STATUS.ended) return faker.number.int({ min: Math.floor(plan.quota * 0.6), max: plan.quota });
  return faker.number.int({ min: Math.floor(plan.quota * 0.05), max: Math.floor(plan.quota * 0.5) });
}

/** A campus's anniversary campaign: two weeks from the day it opened, in 2026, while on sale there. */
function anniversaryPlan(campus: Row): Plan {
  // A campus opened on 29 February celebrates on the 28th.
  const day = `2026${String(campus.opened_on).slice(4).replace("-02-29", "-02-28")}`;
  const years = 2026 - Number(String(campus.opened_on).slice(0, 4));
  return {
    name: `${campus.name}${years}周年庆`,
    audience: AUDIENCE.campus,
    kind: KIND.qa,
    from: day,
    to: addDays(day, 13),
    quota: 200 + years * 20,
    remark: `感谢${campus.city}的学员和家长${years}年来的陪伴`,
  };
}

/**
 * About thirty gift campaigns: the year's holiday and exam-season gifts for every student or a
 * grade, the new-student gift, a stopped trial and the anniversaries of some open campuses; each
 * gives a commodity on sale (a Q&A pack, a membership card or a recorded course).
 */
export const welfareGiftSeed: ResourceSeed = ({ faker, rows }) => {
  const commodities = rows("commodity").filter((c) => c.status === 1);
  const open = rows("campus").filter((c) => c.status === 1 && String(c.opened_on) < "2025-01-01");
  const anniversaries = faker.helpers
    .arrayElements(open, Math.min(8, open.length))
    .map((c) => ({ campus: c, plan: anniversaryPlan(c) }));
  const plans = [...PLANS.map((plan) => ({ campus: undefined as Row | undefined, plan })), ...anniversaries];
  return plans.flatMap(({ campus, plan }) => {
    const kind = commodities.filter(
      (c) =>
        c.kind === plan.kind &&
        (!plan.match || String(c.name).includes(plan.match)) &&
        (!campus || numbersOf(c.campus_ids).includes(idOf(campus))),
    );
    // A grade's gift is a course of that grade when one is on sale.
    const ofGrade = plan.grade ? kind.filter((c) => String(c.name).includes(gradeLabel(plan.grade!))) : [];
    const fits = ofGrade.length ? ofGrade : kind;
    if (!fits.length) return [];
    const status = statusOf(plan);
    const createdAt = dateTimeBetween(
      faker,
      earlier(addDays(plan.from, -20), addDays(SEED_DAY, -2)),
      earlier(addDays(plan.from, -3), addDays(SEED_DAY, -2)),
    );
    const remark = plan.stopped ?? plan.remark;
    return [
      {
        name: plan.name,
        commodity_id: idOf(faker.helpers.arrayElement(fits)),
        audience: plan.audience,
        ...(plan.grade && { grade: plan.grade }),
        ...(campus && { campus_id: idOf(campus) }),
        quantity: plan.quantity ?? 1,
        total_quota: plan.quota,
        claimed_count: claimedOf(faker, plan, status),
        valid_from: plan.from,
        valid_to: plan.to,
        status,
        ...(remark && { remark }),
        created_at: createdAt,
        updated_at: createdAt,
      },
    ];
  });
};
