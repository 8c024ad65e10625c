import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";

/** commodity.json `kind`. */
const KIND = { recorded: 1, member: 2, live: 3, qa: 4 } as const;

/** The kinds of codes the business sells through agents and gives away in campaigns. */
const KINDS = [
  {
    name: "录播课程兑换码",
    commodity_kind: KIND.recorded,
    valid_days: 365,
    description: "兑换指定录播课程，兑换后在有效期内不限次观看",
  },
  {
    name: "直播课程兑换码",
    commodity_kind: KIND.live,
    valid_days: 180,
    description: "兑换指定直播班课的席位，须在开课前兑换",
  },
  { name: "会员月卡激活码", commodity_kind: KIND.member, valid_days: 90, description: "激活后开通30天会员" },
  { name: "会员季卡激活码", commodity_kind: KIND.member, valid_days: 180, description: "激活后开通90天会员" },
  {
    name: "会员年卡激活码",
    commodity_kind: KIND.member,
    valid_days: 365,
    description: "激活后开通365天会员，代理商渠道主推",
  },
  { name: "答疑次卡兑换码", commodity_kind: KIND.qa, valid_days: 180, description: "兑换对应学科的答疑次卡" },
  {
    name: "校园大使推广码",
    commodity_kind: KIND.recorded,
    valid_days: 120,
    description: "校园大使地推使用，每人限兑一次",
  },
  {
    name: "暑期体验码",
    commodity_kind: KIND.member,
    valid_days: 60,
    description: "2026年暑期拉新活动专用，活动已结束",
    enabled: false,
  },
];

/** When each kind was set up: all before the first batch of codes (June 2025). */
const CREATED = [
  "2025-03-03",
  "2025-03-03",
  "2025-03-17",
  "2025-03-17",
  "2025-03-17",
  "2025-04-08",
  "2025-05-12",
  "2025-05-26",
];

/** Eight kinds of activation code, one of them retired after its campaign. */
export const codeKindSeed: ResourceSeed = () =>
  KINDS.map((k, i) => ({
    enabled: true,
    ...k,
    created_at: `${CREATED[i]} 10:30:00`,
    updated_at: `${CREATED[i]} 10:30:00`,
  }));
