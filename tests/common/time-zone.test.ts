import { describe, expect, it } from "vitest";
import { inTimeZone, isInstant, isTimeZone, wallClock } from "../../src/common/time-zone.js";

describe("the business's clock", () => {
  const instant = Date.UTC(2026, 10, 20, 17, 30, 5);

  it("reads a clock in a zone, whatever the process's", () => {
    expect(wallClock(instant, "Asia/Shanghai")).toBe("2026-11-21 01:30:05");
    expect(wallClock(instant, "America/New_York")).toBe("2026-11-20 12:30:05");
  });

  it("converts instants and leaves wall-clock text as written", () => {
    expect(inTimeZone("2026-11-20T17:30:05.123Z", "Asia/Shanghai")).toBe("2026-11-21 01:30:05");
    expect(inTimeZone("2026-11-21T01:30:05+08:00", "Asia/Shanghai")).toBe("2026-11-21 01:30:05");
    expect(inTimeZone("2026-11-21 01:30:05", "America/New_York")).toBe("2026-11-21 01:30:05");
    expect(inTimeZone("2026-11-21 01:30", "Asia/Shanghai")).toBe("2026-11-21 01:30:00");
    expect(inTimeZone("2026-11-21", "Asia/Shanghai")).toBe("2026-11-21");
    expect(inTimeZone("明天", "Asia/Shanghai")).toBe("明天");
  });

  it("tells instants from wall-clock times, and known zones from typos", () => {
    expect(isInstant("2026-11-20T17:30:05Z")).toBe(true);
    expect(isInstant("2026-11-20 17:30:05")).toBe(false);
    expect(isInstant(42)).toBe(false);
    expect(isTimeZone("Asia/Shanghai")).toBe(true);
    expect(isTimeZone("Asia/Beijing")).toBe(false);
  });
});
