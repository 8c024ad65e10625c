import { describe, expect, it } from "vitest";
import { greeting, welcomeMessage } from "../../src/common/greeting.js";

describe("greeting by the hour (spec §4)", () => {
  it.each([
    [0, "早上好"],
    [7, "早上好"],
    [8, "上午好"],
    [11, "上午好"],
    [12, "中午好"],
    [13, "中午好"],
    [14, "下午好"],
    [17, "下午好"],
    [18, "晚上好"],
    [23, "晚上好"],
  ])("%i h → %s", (hour, text) => {
    expect(greeting(hour)).toBe(text);
  });

  it("names the user and the product in the welcome notice", () => {
    expect(welcomeMessage("admin", "OMO Admin", 9)).toBe("上午好 admin，欢迎登录 OMO Admin");
  });
});
