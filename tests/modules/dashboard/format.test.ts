import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "../../../src/common/i18n.js";
import { formatAxis, formatChange, formatValue } from "../../../src/modules/dashboard/format.js";

afterEach(() => setLocale("zh-CN"));

describe("dashboard numbers", () => {
  it("in Chinese: yuan in full, axes in 万 and 亿", () => {
    expect(formatValue(1234.5, "money")).toBe("¥1,234.50");
    expect(formatAxis(120_000, "money")).toBe("¥12万");
    expect(formatAxis(150_000_000, "number")).toBe("1.5亿");
    expect(formatAxis(3500, "number")).toBe("3,500");
    expect(formatChange(-0.125)).toBe("12.5%");
  });

  it("in English: the same yuan, axes in K and M, no Chinese unit", () => {
    setLocale("en-US");
    expect(formatValue(1234.5, "money")).toBe("¥1,234.50");
    expect(formatAxis(120_000, "money")).toBe("¥120K");
    expect(formatAxis(150_000_000, "number")).toBe("150M");
    expect(formatAxis(0.125, "percent")).toBe("12.5%");
  });
});
