import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app.js";
import { sortableColumns } from "../../mock-server/resources/columns.js";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { shippedParts } from "../helpers/parts.js";

/** Every shipped resource on its seeded sample data: no parameter, however odd, gets a 500. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("admin");
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { code: token } });
const shipped = Object.values(loadConfig("config", shippedParts).resources);
const odd = ["abc", "1", "0", "-1", "2024-01-01", "2024-01-01 08:00:00", "true", "%", "' OR 1=1 --", "1.5"];

describe("shipped resources", () => {
  it("list their seeded rows, sorted every way they offer", async () => {
    for (const res of Object.values(t.app.omoConfig.resources)) {
      const base = `/api/v1/resources/${res.name}`;
      const first = await get(base);
      expect(first.statusCode, `${res.name}: ${first.body}`).toBe(200);
      expect(first.json().data.total, `${res.name} has sample rows`).toBeGreaterThan(0);
      for (const prop of sortableColumns(res)) {
        for (const order of ["ascending", "descending"]) {
          expect(
            (await get(`${base}?prop=${prop}&order=${order}&pageSize=100`)).statusCode,
            `${res.name} by ${prop}`,
          ).toBe(200);
        }
      }
    }
  });

  it.each(shipped.map((r) => [r.name, r] as const))(
    "%s answers 200 or 400, never 500, to odd values of any filter",
    async (_name, res) => {
      {
        const params = [
          ...Object.keys(res.record.properties),
          ...(res.list.query ?? []).map((q) => q.field),
          "keyword",
        ];
        for (const param of new Set(params)) {
          for (const value of odd) {
            const v = encodeURIComponent(value);
            for (const url of [
              `/api/v1/resources/${res.name}?${param}=${v}`,
              `/api/v1/resources/${res.name}?${param}[]=${v}&${param}[]=`,
              `/api/v1/resources/${res.name}/export?${param}=${v}`,
              `/api/v1/resources/${res.name}/options?${param}=${v}`,
            ]) {
              const status = (await get(url)).statusCode;
              expect([200, 400], `${url} → ${status}`).toContain(status);
            }
          }
        }
      }
    },
    30_000,
  );
});
