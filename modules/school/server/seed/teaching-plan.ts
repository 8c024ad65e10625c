import type { Faker } from "@faker-js/faker";
import { dateBetween } from "./fake-date.js";
import { CHAPTERS } from "./video-chapters.js";

/**
 * What the teaching seeds (live lessons, cancellations, appeals, welfare gifts) share: the moment
 * the sample data describes, lesson times, and what is taught in which grade. Statuses such as
 * 已结束 or 进行中 are set against `SEED_NOW`, never against the clock, so a seed gives the same
 * rows on any day.
 */

/** The day the sample data describes (the seed's own date) and an evening moment on it. */
export const SEED_DAY = "2026-11-23";
export const SEED_NOW = `${SEED_DAY} 19:30:00`;

const pad = (n: number) => String(n).padStart(2, "0");
const toMs = (moment: string) => Date.parse(`${moment.replace(" ", "T")}Z`);

/** `YYYY-MM-DD HH:mm:ss` `minutes` after `moment` (before it when negative). */
export function addMinutes(moment: string, minutes: number): string {
  const d = new Date(toMs(moment) + minutes * 60_000);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** The earlier of two dates or moments (both written the same way). */
export const earlier = (a: string, b: string): string => (a < b ? a : b);

/** 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** After school on weekdays, the whole day at weekends. */
const SCHOOL_DAY_STARTS = ["18:30", "19:00", "19:00", "19:30", "20:00"];
const WEEKEND_STARTS = ["09:00", "10:00", "10:30", "14:00", "15:30", "16:00", "19:00"];

/** A lesson's start on a day from `from` to `to`: `YYYY-MM-DD HH:mm:00`, at a time lessons start on that weekday. */
export function lessonStart(faker: Faker, from: string, to: string): string {
  const day = dateBetween(faker, from, to);
  const times = weekdayOf(day) >= 6 ? WEEKEND_STARTS : SCHOOL_DAY_STARTS;
  return `${day} ${faker.helpers.arrayElement(times)}:00`;
}

/** Middle-school topics (初一 to 初三) per subject; senior grades use the textbook chapters. */
const MIDDLE_TOPICS: Record<string, string[]> = {
  语文: ["现代文阅读", "古诗文赏析", "文言文阅读", "记叙文写作", "名著导读"],
  数学: ["有理数", "一元一次方程", "全等三角形", "一次函数", "二次函数", "相似三角形", "圆"],
  英语: ["一般现在时", "现在完成时", "完形填空", "阅读理解", "书面表达"],
  物理: ["机械运动", "光现象", "压强", "浮力", "欧姆定律", "电功率"],
  化学: ["物质构成的奥秘", "化学方程式", "碳和碳的氧化物", "酸和碱", "盐和化肥"],
  生物: ["细胞的结构", "绿色植物的光合作用", "人体的营养", "生物的遗传和变异"],
  历史: ["中国古代史", "中国近代史", "世界古代史", "材料分析题"],
  地理: ["地球和地图", "中国的自然环境", "世界的气候", "区域地理"],
  政治: ["道德与法治", "宪法常识", "国情与国策", "时政热点"],
};

/** Physics starts in 初二 and chemistry in 初三; every subject is taught in 高一 to 高三. */
const FIRST_GRADE: Record<string, number> = { 物理: 8, 化学: 9 };

/** The grades a subject is taught in (7 初一 … 12 高三). */
export function gradesFor(subject: string): number[] {
  const first = FIRST_GRADE[subject] ?? 7;
  return [7, 8, 9, 10, 11, 12].filter((g) => g >= first);
}

/** The topics of a subject in a grade: textbook chapters in senior grades, common topics before. */
export function topicsFor(subject: string, grade: number): string[] {
  const chapters = grade >= 10 ? CHAPTERS[subject]?.grades[grade as 10 | 11 | 12] : undefined;
  return chapters?.length ? chapters : (MIDDLE_TOPICS[subject] ?? ["综合复习"]);
}
