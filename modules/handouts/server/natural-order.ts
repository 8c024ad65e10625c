const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** A run of Chinese numerals as a number: 三 → 3, 十二 → 12, 二十 → 20, 九十九 → 99, 一〇一 → 101. */
function numberOf(run: string): number {
  const ten = run.indexOf("十");
  if (ten < 0) return Number([...run].map((c) => DIGITS[c]).join(""));
  const tens = ten === 0 ? 1 : (DIGITS[run[ten - 1]] ?? 1);
  const ones = ten === run.length - 1 ? 0 : (DIGITS[run[ten + 1]] ?? 0);
  return tens * 10 + ones;
}

/** 高三 → 高3, 第十二讲 → 第12讲: the label as it sorts, with Chinese numerals read as numbers. */
export function sortKey(label: string): string {
  return label.replace(/[零〇一二两三四五六七八九十]+/g, (run) => String(numberOf(run)));
}

const collator = new Intl.Collator("zh-CN", { numeric: true });

/**
 * Orders labels the way staff count: 高一, 高二, 高三 (not 高一, 高三, 高二 as code points would),
 * 第2讲 before 第10讲.
 */
export const naturalCompare = (a: string, b: string): number => collator.compare(sortKey(a), sortKey(b));
