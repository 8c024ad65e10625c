import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "../helpers/test-app.js";
import type { RoleDefinition, RolesConfig } from "../../src/types/generated/roles.js";

/**
 * The resource × role matrix, generated from what ships: for every role of config/roles.json and every
 * resource of the app, each read path (list, one row, option list, simple-rest) answers either a refusal
 * or only rows the role's row rules reach, without the fields its field rules hide. The expectations are
 * read from roles.json itself, so a rule added there is checked here without a new test.
 */
const roles = (JSON.parse(readFileSync("config/roles.json", "utf8")) as RolesConfig).roles.filter(
  (r) => r.name !== "admin",
);

let t: TestApp;
let admin: string;
let resources: string[];
/** The campuses given to each account with an attribute: the busiest one. */
let campusIds: number[];
const tokens = new Map<string, string>();

type Row = Record<string, unknown> & { id: number };
const call = (url: string, token: string) => t.app.inject({ url, headers: { code: token } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
  resources = Object.keys(t.app.omoConfig.resources);
  const [{ campus_id }] = await t.sql.all<{ campus_id: number }>(
    "SELECT campus_id FROM res_student GROUP BY campus_id ORDER BY COUNT(*) DESC LIMIT 1",
  );
  campusIds = [Number(campus_id)];
  for (const role of roles) {
    const username = `m${role.name.replace(/[^a-z0-9]/g, "")}`.slice(0, 20);
    const made = await t.app.inject({
      method: "POST",
      url: "/api/v1/accounts",
      headers: { code: admin },
      payload: { username, password: "matrix1234", roles: [role.name], attributes: { campus_ids: campusIds } },
    });
    expect(made.statusCode, made.body).toBe(200);
    tokens.set(role.name, await t.login(username, "matrix1234"));
  }
}, 120_000);
afterAll(() => t.close());

/** Whether `row` holds `role`'s rule for `resource` (every field equals its value, or is in its list). */
function holds(role: RoleDefinition, resource: string, row: Row): boolean {
  const rule = role.rows?.[resource];
  if (!rule) return true;
  return Object.entries(rule).every(([field, value]) => {
    const allowed = value === "$user.campus_ids" ? campusIds : Array.isArray(value) ? value : [value];
    return (allowed as unknown[]).map(String).includes(String(row[field]));
  });
}

const hiddenOf = (role: RoleDefinition, resource: string) => role.fields?.[resource]?.hidden ?? [];

describe.each(roles.map((r) => [r.name, r] as const))("role %s", (_name, role) => {
  it("reads, on every resource, only the rows its rules reach and none of the fields they hide", async () => {
    const token = tokens.get(role.name)!;
    let reached = 0;
    for (const resource of resources) {
      const hidden = hiddenOf(role, resource);
      const list = await call(`/api/v1/resources/${resource}?pageSize=100`, token);
      if (list.statusCode === 403) {
        // Refused its pages: refused its rows by every other dialect too.
        expect((await call(`/api/rest/${resource}`, token)).statusCode, resource).toBe(403);
        continue;
      }
      expect(list.statusCode, `${resource}: ${list.body}`).toBe(200);
      reached++;
      const rows = body<{ list: Row[] }>(list).data.list;
      for (const row of rows) {
        expect(holds(role, resource, row), `${resource}#${row.id}`).toBe(true);
        for (const field of hidden) expect(row, `${resource}#${row.id}`).not.toHaveProperty(field);
      }
      if (rows[0]) {
        const one = body<Row>(await call(`/api/v1/resources/${resource}/${rows[0].id}`, token)).data;
        for (const field of hidden) expect(one, resource).not.toHaveProperty(field);
      }
      const rest = await call(`/api/rest/${resource}?_end=100`, token);
      expect(rest.statusCode, resource).toBe(200);
      for (const row of rest.json() as Row[]) {
        expect(holds(role, resource, row), `rest ${resource}#${row.id}`).toBe(true);
        for (const field of hidden) expect(row, resource).not.toHaveProperty(field);
      }
      // A row outside the rules is missing, however it is asked for.
      const all = body<{ list: Row[] }>(await call(`/api/v1/resources/${resource}?pageSize=100`, admin)).data.list;
      const foreign = all.find((row) => !holds(role, resource, row));
      if (foreign) {
        expect((await call(`/api/v1/resources/${resource}/${foreign.id}`, token)).statusCode, resource).toBe(404);
        expect((await call(`/api/rest/${resource}/${foreign.id}`, token)).statusCode, resource).toBe(404);
      }
    }
    expect(reached).toBeGreaterThan(0);
  });

  it("gets option lists of rows its rules reach, {value, label} only", async () => {
    const token = tokens.get(role.name)!;
    for (const resource of resources) {
      const options = await call(`/api/v1/resources/${resource}/options?limit=50`, token);
      if (options.statusCode === 403) continue;
      expect(options.statusCode, `${resource}: ${options.body}`).toBe(200);
      for (const option of body<{ list: Record<string, unknown>[] }>(options).data.list) {
        expect(Object.keys(option).filter((k) => k !== "value" && k !== "label").length <= 1, resource).toBe(true);
        if (!role.rows?.[resource]) continue;
        const row = body<Row>(await call(`/api/v1/resources/${resource}/${option.value}`, admin)).data;
        expect(holds(role, resource, row), `${resource} option ${String(option.value)}`).toBe(true);
      }
    }
  });
});
