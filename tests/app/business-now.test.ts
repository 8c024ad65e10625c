import { describe, expect, it } from "vitest";
import { businessHour, businessNow } from "../../src/app/locale/business-time.js";
import { greeting } from "../../src/common/greeting.js";

/** 首页's date and the greetings follow the business's clock (app.json timeZone), not the browser's. */
describe("the business's clock in the browser", () => {
  it("reads 01:00 UTC as 09:00 in Shanghai: 上午好 on 2026-03-02", () => {
    const moment = Date.UTC(2026, 2, 2, 1, 0);
    expect(businessNow("Asia/Shanghai", moment)).toBe("2026-03-02 09:00:00");
    expect(greeting(businessHour("Asia/Shanghai", moment))).toBe("上午好");
  });

  it("turns the day at midnight in Shanghai, 16:00 UTC", () => {
    expect(businessNow("Asia/Shanghai", Date.UTC(2026, 2, 2, 16, 0)).slice(0, 10)).toBe("2026-03-03");
  });
});
