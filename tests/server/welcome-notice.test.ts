import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";

/** The notice a login leaves greets by the business's hour (app.json timeZone), not the server process's. */
let t: TestApp;
// 01:00 UTC is 09:00 in Shanghai: 上午好 there, 早上好 on a server clock in UTC.
const clock = Date.parse("2026-03-02T01:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, resourceSeeds: [] });
});
afterAll(() => t.close());

describe("the welcome notice", () => {
  it("says 上午好 at 09:00 Shanghai time", async () => {
    const token = await t.login("editor", "editor123");
    const res = await t.app.inject({ method: "GET", url: "/api/notice/getList?kind=notice", headers: { code: token } });
    const texts = body<{ list: { notice: string }[] }>(res).data.list.map((n) => n.notice);
    expect(texts[0]).toMatch(/^上午好 editor，欢迎登录/);
  });
});
