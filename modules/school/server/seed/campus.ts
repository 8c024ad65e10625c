import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { chineseName, uniquePhone } from "./fake-person.js";
import { dateBetween } from "./fake-date.js";
import { categoriesOf, cents, idOf } from "./seed-rows.js";
import { NEWS_COVERS } from "./news-covers.js";
import { sampleImageUrl } from "./sample-images.js";

/** 校区照片 of the first campuses (an array of images): sample pictures the start writes to uploads/. */
const PHOTOS: Record<string, string[]> = {
  BJ001: NEWS_COVERS.slice(0, 5).map(sampleImageUrl),
  BJ002: NEWS_COVERS.slice(5, 7).map(sampleImageUrl),
};

interface CampusPlan {
  code: string;
  city: string;
  district: string;
  road: string;
  /** 1 营业中, 2 筹备中, 0 已停业 (campus.json `status`). */
  status: 1 | 2 | 0;
  /** 1 直营, 2 加盟, 3 合作; the first-tier cities are run directly. */
  salesMode: 1 | 2 | 3;
}

/** The campuses: real cities, districts and roads; one closed and one still being prepared. */
const CAMPUSES: CampusPlan[] = [
  { code: "BJ001", city: "北京", district: "朝阳区", road: "建国路", status: 1, salesMode: 1 },
  { code: "BJ002", city: "北京", district: "海淀区", road: "中关村大街", status: 1, salesMode: 1 },
  { code: "SH001", city: "上海", district: "浦东新区", road: "世纪大道", status: 1, salesMode: 1 },
  { code: "SH002", city: "上海", district: "徐汇区", road: "漕溪北路", status: 1, salesMode: 1 },
  { code: "GZ001", city: "广州", district: "天河区", road: "天河路", status: 1, salesMode: 1 },
  { code: "SZ001", city: "深圳", district: "南山区", road: "科技园南路", status: 1, salesMode: 1 },
  { code: "SZ002", city: "深圳", district: "福田区", road: "深南大道", status: 1, salesMode: 2 },
  { code: "HZ001", city: "杭州", district: "西湖区", road: "文三路", status: 1, salesMode: 2 },
  { code: "NJ001", city: "南京", district: "鼓楼区", road: "中山北路", status: 1, salesMode: 2 },
  { code: "CD001", city: "成都", district: "武侯区", road: "武侯祠大街", status: 1, salesMode: 3 },
  { code: "WH001", city: "武汉", district: "洪山区", road: "珞喻路", status: 1, salesMode: 2 },
  { code: "XA001", city: "西安", district: "雁塔区", road: "小寨东路", status: 1, salesMode: 3 },
  { code: "CQ001", city: "重庆", district: "渝北区", road: "新牌坊路", status: 1, salesMode: 3 },
  { code: "TJ001", city: "天津", district: "南开区", road: "卫津路", status: 0, salesMode: 2 },
  { code: "CS001", city: "长沙", district: "岳麓区", road: "麓山南路", status: 2, salesMode: 3 },
];

/** Three core subjects every campus teaches; the others vary by campus. */
const CORE_SUBJECTS = ["语文", "数学", "英语"];

const REMARKS: Record<CampusPlan["status"], string> = {
  1: "",
  2: "装修中，预计明年春季开业",
  0: "租约到期停业，在读学员已转为线上授课",
};

/** About fifteen campuses, each with a director, a phone and the subjects it teaches. */
export const campusSeed: ResourceSeed = ({ faker, rows }) => {
  const subjects = categoriesOf(rows("category"), "xk");
  const core = subjects.filter((s) => CORE_SUBJECTS.includes(String(s.name)));
  const others = subjects.filter((s) => !CORE_SUBJECTS.includes(String(s.name)));
  const phones = new Set<string>();
  return CAMPUSES.map((c) => {
    const extra = faker.helpers.arrayElements(others, { min: 2, max: others.length });
    const subjectIds = [...core, ...extra].map(idOf).sort((a, b) => a - b);
    const remark = REMARKS[c.status];
    return {
      name: `${c.city}${c.district.replace(/新?区$/, "")}校区`,
      code: c.code,
      city: c.city,
      address: `${c.city}市${c.district}${c.road}${faker.number.int({ min: 1, max: 399 })}号${faker.number.int({ min: 2, max: 12 })}层`,
      director: chineseName(faker, faker.helpers.arrayElement(["male", "female"])),
      phone: uniquePhone(faker, phones),
      email: `${c.code.toLowerCase()}@omo-edu.cn`,
      sales_mode: c.salesMode,
      status: c.status,
      ...(subjectIds.length > 0 && { subject_ids: subjectIds }),
      opened_on:
        c.status === 2
          ? dateBetween(faker, "2027-03-01", "2027-04-30")
          : dateBetween(faker, "2014-03-01", "2024-09-01"),
      capacity: faker.number.int({ min: 5, max: 30 }) * 100,
      // Lesson hours left (课时余额): at least a term's lessons, so scheduling never stops for want of them.
      hours_balance: c.status === 1 ? cents(faker.number.int({ min: 1200, max: 40000 }) / 2) : 0,
      ...(remark && { remark }),
      ...(PHOTOS[c.code] && { photos: PHOTOS[c.code] }),
    };
  });
};
