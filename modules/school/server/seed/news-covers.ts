import type { SampleImage } from "./sample-images.js";

/**
 * The pictures of the sample news covers, three per news.json `category` (1 通知公告 … 4 升学指导). They
 * are the school module's: its campuses show them as photos too, and its seed writes them
 * (write-sample-images.ts) whether or not the client module, whose news they illustrate, is listed.
 */
type Category = 1 | 2 | 3 | 4;

const COLORS: Record<Category, [string, string][]> = {
  1: [
    ["#f5576c", "#f093fb"],
    ["#e66465", "#f6a04d"],
    ["#ff758c", "#ff7eb3"],
  ],
  2: [
    ["#f6d365", "#fda085"],
    ["#fa709a", "#fee140"],
    ["#ff9a44", "#fc6076"],
  ],
  3: [
    ["#4facfe", "#00c6fb"],
    ["#3a7bd5", "#00d2ff"],
    ["#1677ff", "#69b1ff"],
  ],
  4: [
    ["#667eea", "#764ba2"],
    ["#8e54e9", "#4776e6"],
    ["#7f53ac", "#647dee"],
  ],
};

const COVER_TEXT: Record<Category, [string, string][]> = {
  1: [
    ["通知公告", "OMO 在线教育"],
    ["重要通知", "请学员和家长留意"],
    ["课程安排", "调课 · 停课 · 复课"],
  ],
  2: [
    ["精彩活动", "报名进行中"],
    ["限时优惠", "老学员专享"],
    ["公益讲座", "名师面对面"],
  ],
  3: [
    ["教学动态", "教研 · 课堂 · 质量"],
    ["名师课堂", "高效学习方法"],
    ["教研成果", "新教材同步更新"],
  ],
  4: [
    ["升学指导", "中考 · 高考 · 强基"],
    ["志愿填报", "专家一对一解读"],
    ["选科指南", "新高考3+1+2"],
  ],
};

/** The covers news rows use (and campuses' photos): three per category. */
export const NEWS_COVERS: SampleImage[] = Object.entries(COVER_TEXT).flatMap(([category, texts]) =>
  texts.map(([title, subtitle], i) => ({
    name: `sample-news-${category}-${i + 1}.svg`,
    title,
    subtitle,
    colors: COLORS[Number(category) as Category][i],
    shape: "cover" as const,
  })),
);
