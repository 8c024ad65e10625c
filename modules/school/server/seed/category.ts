import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";

/** Subjects taught, in the order the timetable and selects show them. */
const SUBJECTS = ["语文", "数学", "英语", "物理", "化学", "生物", "历史", "地理", "政治"];

/**
 * Gaokao paper regions; 全国丙卷 was merged into the 甲卷 in 2021 and is kept disabled. The first three are
 * the groups the others belong to (the tree of 分类管理, category-tree.ts).
 */
const VOLUME_AREAS: [name: string, enabled: boolean, remark?: string][] = [
  ["全国卷", true, "全国统一命题"],
  ["新高考卷", true, "新高考省份使用"],
  ["自主命题卷", true, "各省市自主命题"],
  ["全国甲卷", true],
  ["全国乙卷", true],
  ["新高考I卷", true],
  ["新高考II卷", true],
  ["北京卷", true],
  ["上海卷", true],
  ["浙江卷", true],
  ["天津卷", true],
  ["全国丙卷", false, "2021年起停用"],
];

/**
 * The subject and volume-area categories every other resource points at. Fixed, no faker. The textbook
 * categories (`jc`) name a subject, so they come next, from the 版本管理 slice (textbook-version.ts).
 */
export const categorySeed: ResourceSeed = () => [
  ...SUBJECTS.map((name, i) => ({ code: "xk", name, sort: i + 1, enabled: true })),
  ...VOLUME_AREAS.map(([name, enabled, remark], i) => ({
    code: "jq",
    name,
    sort: i + 1,
    enabled,
    ...(remark && { remark }),
  })),
];
