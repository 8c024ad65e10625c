import { describe, expect, it } from "vitest";
import { closest, didYouMean } from "../../mock-server/config/did-you-mean.js";

describe("closest", () => {
  it("suggests a name one typo, a swapped pair or a case away", () => {
    expect(closest("colour", ["color", "size"])).toBe("color");
    expect(closest("whne", ["when", "scope"])).toBe("when");
    expect(closest("daterange", ["date", "dateRange"])).toBe("dateRange");
    expect(closest("campus_idd", ["campus_id", "campus"])).toBe("campus_id");
  });

  it("suggests nothing when no name is close, and never the name itself", () => {
    expect(closest("hall", ["campus", "room"])).toBeUndefined();
    expect(closest("lessons-per-planet", ["lessons-by-subject"])).toBeUndefined();
    expect(closest("name", ["name"])).toBeUndefined();
  });

  it("is worded as a question appended to a message, or nothing", () => {
    expect(didYouMean("seleect", ["select", "radio"])).toBe("，你是不是想写 “select”？");
    expect(didYouMean("slider", ["select", "radio"])).toBe("");
  });
});
