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

describe("option lists", () => {
  it("offers options that filter, show and store only what the config's selects name", async () => {
    const ask = (query: string) => get(`/api/v1/resources/student/options?${query}`);
    const student = (await get("/api/v1/resources/student?pageSize=1")).json().data.list[0] as {
      phone: string;
      campus_id: number;
    };
    // A student's phone cannot be probed through the options, nor shown or stored in place of the name.
    for (const query of [`phone=${student.phone}`, "labelField=phone", "valueField=phone", "birthday=2010-01-01"]) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe(10001);
    }
    // The dependent selects filter students by campus (`matches`): that stays.
    const byCampus = (await ask(`campus_id=${student.campus_id}`)).json().data.list as object[];
    expect(byCampus.length).toBeGreaterThan(0);
    for (const option of byCampus) expect(Object.keys(option).sort()).toEqual(["label", "value"]);
  });
});
