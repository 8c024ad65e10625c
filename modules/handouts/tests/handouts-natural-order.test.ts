import { describe, expect, it } from "vitest";
import { naturalCompare, sortKey } from "../server/natural-order.js";

describe("handout labels in the order people count", () => {
  it("reads Chinese numerals as numbers", () => {
    expect(["高三", "第十二讲", "二十", "九十九", "十", "一〇一", "两"].map(sortKey)).toEqual([
      "高3",
      "第12讲",
      "20",
      "99",
      "10",
      "101",
      "2",
    ]);
  });

  it("sorts grades, volumes and lecture numbers naturally", () => {
    const labels = ["高三", "高一", "高二", "第10讲", "第2讲", "必修二", "必修一", "第十一讲"];
    expect([...labels].sort(naturalCompare)).toEqual([
      "必修一",
      "必修二",
      "第2讲",
      "第10讲",
      "第十一讲",
      "高一",
      "高二",
      "高三",
    ]);
  });
});
