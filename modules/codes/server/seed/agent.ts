import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { chineseName, uniquePhone } from "../../../school/server/seed/fake-person.js";
import { addDays, dateBetween } from "../../../school/server/seed/fake-date.js";
import { SEED_TODAY } from "../../../school/server/seed/fake-moment.js";

/** Where agents work: provinces and cities beyond the business's own campuses. */
const REGIONS: [province: string, city: string][] = [
  ["广东省", "深圳市"],
  ["广东省", "广州市"],
  ["广东省", "东莞市"],
  ["广东省", "佛山市"],
  ["浙江省", "杭州市"],
  ["浙江省", "宁波市"],
  ["浙江省", "温州市"],
  ["江苏省", "南京市"],
  ["江苏省", "苏州市"],
  ["江苏省", "无锡市"],
  ["山东省", "济南市"],
  ["山东省", "青岛市"],
  ["河南省", "郑州市"],
  ["湖北省", "武汉市"],
  ["湖南省", "长沙市"],
  ["四川省", "成都市"],
  ["陕西省", "西安市"],
  ["福建省", "厦门市"],
  ["福建省", "福州市"],
  ["安徽省", "合肥市"],
  ["河北省", "石家庄市"],
  ["江西省", "南昌市"],
  ["云南省", "昆明市"],
  ["广西壮族自治区", "南宁市"],
];

const BRANDS = [
  "启明",
  "博学",
  "新思路",
  "优学",
  "智慧树",
  "书香",
  "知行",
  "育英",
  "明德",
  "睿思",
  "学而",
  "青苗",
  "星火",
  "致远",
];
const TRADES = ["教育科技有限公司", "教育咨询有限公司", "文化传播有限公司", "图书发行有限公司", "培训学校"];

/** 合作中 mostly; a few paused (unpaid settlements) or ended. */
const STATUS_WEIGHTS = [
  { value: 1, weight: 17 },
  { value: 2, weight: 3 },
  { value: 0, weight: 2 },
];
const DISCOUNTS = [0.65, 0.7, 0.72, 0.75, 0.78, 0.8, 0.82, 0.85, 0.88, 0.9];
const REMARKS: Record<number, string[]> = {
  1: ["区域独家代理", "主做会员卡，季度结算", "对接当地多所中学", "新签约，首批试销", ""],
  2: ["上季度货款未结清，暂停发码", "更换负责人中，暂停合作"],
  0: ["合同到期未续签", "违规低价销售，已终止合作"],
};

/** About twenty-two agents, one per region, with contracts, discounts and a status each. */
export const agentSeed: ResourceSeed = ({ faker }) => {
  const phones = new Set<string>();
  const names = new Set<string>();
  return faker.helpers.arrayElements(REGIONS, 22).map(([province, city]) => {
    let name = "";
    while (!name || names.has(name)) {
      name = `${city.replace(/市$/, "")}${faker.helpers.arrayElement(BRANDS)}${faker.helpers.arrayElement(TRADES)}`;
    }
    names.add(name);
    const status = faker.helpers.weightedArrayElement(STATUS_WEIGHTS);
    const from =
      status === 0 ? dateBetween(faker, "2023-03-01", "2024-06-30") : dateBetween(faker, "2024-01-01", "2026-09-30");
    // An agent still working with us (or paused) is under contract today; an ended one's contract ran out.
    const needed = Math.max(1, Math.ceil((Date.parse(SEED_TODAY) - Date.parse(from)) / (365 * 86_400_000) + 0.01));
    const years = status === 0 ? 1 : faker.number.int({ min: Math.min(needed, 3), max: 3 });
    const remark = faker.helpers.arrayElement(REMARKS[status]);
    const signed = `${addDays(from, -faker.number.int({ min: 3, max: 20 }))} ${faker.helpers.arrayElement(["10", "14", "16"])}:20:00`;
    return {
      name,
      contact: chineseName(faker, faker.helpers.arrayElement(["male", "female"])),
      phone: uniquePhone(faker, phones),
      region: `${province}${city}`,
      discount: faker.helpers.arrayElement(DISCOUNTS),
      status,
      contract_from: from,
      contract_to: addDays(from, years * 365 - 1),
      ...(remark && { remark }),
      created_at: signed,
      updated_at: signed,
    };
  });
};
