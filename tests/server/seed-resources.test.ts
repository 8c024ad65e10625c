import { describe, expect, it } from "vitest";
import Ajv, { type ValidateFunction } from "ajv";
import { fakerZH_CN } from "@faker-js/faker";
import { loadConfig } from "../../mock-server/plugins/config-loader.js";
import { SEED, seedOf } from "../../mock-server/resources/seed.js";
import { tableName } from "../../mock-server/resources/table-name.js";
import { isReadOnlyResource, sliceSource } from "../../src/common/resource-source.js";
import { createTestApp } from "../helpers/test-app.js";
import { fieldFormats, fieldRules, isDateTime, isRequired } from "../../src/common/record-rules.js";
import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import { shippedParts, shippedSeeds as resourceSeeds } from "../helpers/parts.js";

type Row = Record<string, unknown> & { id: number };
type Seeded = Map<string, Row[]>;

const config = loadConfig("config", shippedParts);
const resources = config.resources;

/** A row as the table stores it (booleans 0/1, arrays JSON text), the other shape a context may give. */
function stored(res: ResourceConfig, row: Row): Row {
  const out: Row = { ...row };
  for (const [name, f] of Object.entries(res.record.properties)) {
    if (!(name in row)) continue;
    if (f.type === "boolean") out[name] = row[name] ? 1 : 0;
    if (f.type === "array") out[name] = JSON.stringify(row[name]);
  }
  return out;
}

/**
 * Runs every generator in order, fakerZH_CN seeded per resource (by default as the server seeds it), numbering rows
 * 1…n as a fresh table would. A slice's rows are also rows of its owner (with the scope's values), numbered
 * after the owner's, as they are stored in the owner's table.
 */
function runSeeds(seed = SEED, shape: "generated" | "stored" = "generated"): Seeded {
  const seeded: Seeded = new Map();
  const given: Seeded = new Map();
  const shaped = (name: string, rows: Row[]) =>
    shape === "stored" ? rows.map((row) => stored(resources[name], row)) : rows;
  for (const [name, generate] of resourceSeeds) {
    const slice = sliceSource(resources[name]);
    const first = slice ? (seeded.get(slice.resource) ?? []).length : 0;
    fakerZH_CN.seed(seedOf(name, seed));
    const rows = generate({
      faker: fakerZH_CN,
      ids: (r) => (seeded.get(r) ?? []).map((row) => row.id),
      rows: (r) => given.get(r) ?? [],
    }).map((row, i) => ({ ...row, id: first + i + 1 }));
    seeded.set(name, rows);
    given.set(name, shaped(name, rows));
    if (slice) {
      const owned = rows.map((row) => ({ ...row, ...slice.scope }));
      seeded.set(slice.resource, [...(seeded.get(slice.resource) ?? []), ...owned]);
      given.set(slice.resource, [...(given.get(slice.resource) ?? []), ...shaped(slice.resource, owned)]);
    }
  }
  return seeded;
}

const ajv = new Ajv({ allErrors: true, strict: false });
for (const [name, test] of Object.entries(fieldFormats)) {
  // decimal2 is the one format on numbers; ajv applies a format to one JSON type.
  if (name === "decimal2") ajv.addFormat(name, { type: "number", validate: (v: number) => test(v) });
  else ajv.addFormat(name, { type: "string", validate: (v: string) => test(v) });
}

/** The ajv schema of one field, keyword by keyword from the shared rules (`fieldRules`). */
function fieldSchema(field: RecordField, required: boolean): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  for (const rule of fieldRules(field, required)) {
    if (rule.keyword === "required") schema.not = { const: "" };
    else if (rule.keyword === "enum" && field.type === "array") schema.items = { enum: rule.value };
    else if (rule.keyword !== "unique" && rule.keyword !== "relation") schema[rule.keyword] = rule.value;
  }
  if (field.type === "array" && field.items) schema.items = { ...(schema.items as object), type: field.items.type };
  return schema;
}

/** A create body's validator built from the record: unknown fields, required fields, every rule. */
function recordValidator(res: ResourceConfig): ValidateFunction {
  const properties = Object.fromEntries(
    Object.entries(res.record.properties).map(([name, f]) => [name, fieldSchema(f, isRequired(res.record, name))]),
  );
  return ajv.compile({ type: "object", additionalProperties: false, required: res.record.required ?? [], properties });
}

const seeded = runSeeds();
const rowsOf = (name: string) => seeded.get(name) ?? [];
const byId = (name: string) => new Map(rowsOf(name).map((r) => [r.id, r]));
const without = (rows: Row[]) => rows.map(({ id: _id, ...rest }) => rest);

describe("resource seeds", () => {
  it("cover every shipped resource, each after the resources its relations point to", () => {
    const order = resourceSeeds.map(([name]) => name);
    // A read-only list shows rows the server writes elsewhere (a view): there is nothing to seed.
    // 教师请假 is filed around today by the schedule seed (modules/scheduling/server/seed/schedule.ts), with the term's lessons.
    const elsewhere = new Set(["teacher-leave"]);
    const seedable = Object.keys(resources).filter(
      (name) => !isReadOnlyResource(resources[name]) && !elsewhere.has(name),
    );
    expect(new Set(order)).toEqual(new Set(seedable));
    for (const [i, name] of order.entries()) {
      for (const f of Object.values(resources[name].record.properties)) {
        const target = f.relation?.resource ?? f.items?.relation?.resource;
        if (target && target !== name) expect(order.indexOf(target), `${name} → ${target}`).toBeLessThan(i);
      }
    }
  });

  it("seed about the planned number of rows", () => {
    const counts = Object.fromEntries([...seeded].map(([name, rows]) => [name, rows.length]));
    expect(counts).toEqual({
      category: 33,
      "textbook-version": 12,
      campus: 15,
      "schedule-rule": 3,
      lecturer: 80,
      student: 400,
      "course-package": 30,
      commodity: expect.any(Number),
      video: 320,
      "live-lesson": 160,
      "course-cancellation": 120,
      "campus-appeal": 64,
      director: expect.any(Number),
      "welfare-gift": expect.any(Number),
      news: 37,
      "qa-rule": 9,
      "device-home": expect.any(Number),
      "code-kind": 8,
      agent: 22,
      "activation-code": expect.any(Number),
      "user-order": expect.any(Number),
      "campus-order": expect.any(Number),
    });
    // About twenty-six batches of 5–30 codes; a year of orders plus one per redeemed code; top-ups of every open campus.
    expect(counts["activation-code"]).toBeGreaterThanOrEqual(250);
    expect(counts["activation-code"]).toBeLessThanOrEqual(700);
    expect(counts["user-order"]).toBeGreaterThanOrEqual(450);
    expect(counts["user-order"]).toBeLessThanOrEqual(800);
    expect(counts["campus-order"]).toBeGreaterThanOrEqual(80);
    expect(counts["campus-order"]).toBeLessThanOrEqual(250);
    expect(counts.commodity).toBeGreaterThanOrEqual(55);
    expect(counts.commodity).toBeLessThanOrEqual(60);
    // Three or four directors per open campus, some who left, one each at the campuses not open.
    expect(counts.director).toBeGreaterThanOrEqual(40);
    expect(counts.director).toBeLessThanOrEqual(70);
    // The year's campaigns and up to eight campus anniversaries.
    expect(counts["welfare-gift"]).toBeGreaterThanOrEqual(22);
    expect(counts["welfare-gift"]).toBeLessThanOrEqual(30);
    // Eight banners, eight function modules and up to twelve recommended packages on sale.
    expect(counts["device-home"]).toBeGreaterThanOrEqual(20);
    expect(counts["device-home"]).toBeLessThanOrEqual(28);
  });

  it("give identical rows on two runs with the same seed, whatever shape earlier rows are read in", () => {
    const again = runSeeds();
    const fromStored = runSeeds(SEED, "stored");
    for (const [name] of resourceSeeds) {
      expect(without(again.get(name)!), name).toEqual(without(rowsOf(name)));
      expect(without(fromStored.get(name)!), name).toEqual(without(rowsOf(name)));
    }
  });

  it("seed each generator's faker from its resource's name, whatever ran before it", () => {
    expect(seedOf("student")).toBe(seedOf("student"));
    expect(seedOf("student")).not.toBe(seedOf("lecturer"));
    expect(seedOf("student", 7)).not.toBe(seedOf("student"));
  });

  it("follow the faker seed rather than fixed values", () => {
    const other = runSeeds(7);
    expect(other.get("student")!.map((r) => r.name)).not.toEqual(rowsOf("student").map((r) => r.name));
    expect(other.get("video")!.map((r) => r.video_name)).not.toEqual(rowsOf("video").map((r) => r.video_name));
  });

  it("are accepted by the server's own check at start, every row stored", async () => {
    const t = await createTestApp();
    try {
      for (const [name, rows] of seeded) {
        // A slice's rows are counted with its owner's, in the owner's table.
        if (sliceSource(resources[name])) continue;
        expect(await t.sql.value(`SELECT count(*) AS n FROM "${tableName(name)}"`), name).toBe(rows.length);
      }
      // The server seeds each generator's faker from its resource's name, as runSeeds does: the same rows.
      for (const [name, field] of [
        ["student", "name"],
        ["video", "video_name"],
        ["agent", "name"],
      ] as const) {
        const stored = await t.sql.all<Record<string, unknown>>(
          `SELECT ${field} FROM "${tableName(name)}" ORDER BY id`,
        );
        expect(
          stored.map((r) => r[field]),
          name,
        ).toEqual(rowsOf(name).map((r) => r[field]));
      }
    } finally {
      await t.close();
    }
  });

  describe.each(resourceSeeds.map(([name]) => name))("%s", (name) => {
    const res = resources[name];

    it("passes every rule of its record", () => {
      const validate = recordValidator(res);
      // created_at / updated_at are not record fields: a seed row may set them to spread rows over the past.
      const problems = rowsOf(name).flatMap(({ id, created_at, updated_at, ...row }) => [
        ...(validate(row) ? [] : [`#${id} ${JSON.stringify(row)}: ${ajv.errorsText(validate.errors)}`]),
        ...[created_at, updated_at].filter((at) => at !== undefined && !isDateTime(at)).map((at) => `#${id} ${at}`),
      ]);
      expect(problems).toEqual([]);
    });

    it("keeps unique fields unique", () => {
      for (const [field] of Object.entries(res.record.properties).filter(([, f]) => f.unique)) {
        const values = rowsOf(name)
          .map((r) => r[field])
          .filter((v) => v !== undefined);
        expect(new Set(values).size, field).toBe(values.length);
      }
    });

    it("points relations at existing rows that match the relation's filter", () => {
      for (const [field, f] of Object.entries(res.record.properties)) {
        const relation = f.relation ?? f.items?.relation;
        if (!relation) continue;
        const targets = byId(relation.resource);
        for (const row of rowsOf(name)) {
          const value = row[field];
          if (value === undefined) continue;
          for (const id of Array.isArray(value) ? value : [value]) {
            const target = targets.get(id as number);
            expect(target, `${name}#${row.id}.${field} = ${id}`).toBeDefined();
            for (const [k, v] of Object.entries(relation.filter ?? {})) expect(target![k]).toBe(v);
          }
        }
      }
    });
  });
});

describe("seeded data reads like a real business", () => {
  const categories = rowsOf("category");
  const subjects = categories.filter((c) => c.code === "xk");

  it("has the nine subjects, textbooks and volume areas, with retired ones disabled", () => {
    expect(subjects.map((s) => s.name)).toEqual([
      "语文",
      "数学",
      "英语",
      "物理",
      "化学",
      "生物",
      "历史",
      "地理",
      "政治",
    ]);
    const names = (code: string) => categories.filter((c) => c.code === code && c.enabled).map((c) => c.name);
    expect(names("jc")).toEqual(
      expect.arrayContaining(["人教版", "北师大版", "苏教版", "沪教版", "外研版", "湘教版", "部编版"]),
    );
    expect(names("jq")).toEqual(expect.arrayContaining(["全国甲卷", "全国乙卷", "新高考I卷", "新高考II卷", "北京卷"]));
    expect(
      categories
        .filter((c) => !c.enabled)
        .map((c) => c.name)
        .sort(),
    ).toEqual(["全国丙卷", "大纲版"].sort());
  });

  it("gives every textbook version a stage, and the editions of one subject that subject", () => {
    const subjectOf = (name: string) => {
      const version = rowsOf("textbook-version").find((v) => v.name === name)!;
      return subjects.find((s) => s.id === version.subject_id)?.name;
    };
    expect(rowsOf("textbook-version").every((v) => ["xx", "cz", "gz"].includes(String(v.stage)))).toBe(true);
    expect([subjectOf("外研版"), subjectOf("人教A版"), subjectOf("人教版")]).toEqual(["英语", "数学", undefined]);
  });

  it("codes campuses by city and has one closed and one in preparation", () => {
    const campuses = rowsOf("campus");
    expect(campuses.map((c) => c.code)).toContain("BJ001");
    expect(campuses.every((c) => String(c.name).startsWith(String(c.city)))).toBe(true);
    expect(campuses.filter((c) => c.status === 0)).toHaveLength(1);
    expect(campuses.filter((c) => c.status === 2)).toHaveLength(1);
  });

  it("has lecturers in post for every subject, and none in post at a closed campus", () => {
    const lecturers = rowsOf("lecturer");
    for (const s of subjects) {
      const teaching = lecturers.filter((l) => (l.subject_ids as number[]).includes(s.id) && l.working_state === 1);
      expect(teaching.length, String(s.name)).toBeGreaterThan(0);
    }
    const closed = rowsOf("campus").find((c) => c.status === 0)!;
    expect(lecturers.filter((l) => l.campus_id === closed.id).every((l) => l.working_state === 0)).toBe(true);
    expect(new Set(lecturers.map((l) => l.working_state))).toEqual(new Set([0, 1, 2]));
  });

  it("gives students a head teacher in post at their own campus, and birthdays that fit the grade", () => {
    const lecturers = byId("lecturer");
    const students = rowsOf("student");
    const withTeacher = students.filter((s) => s.lecturer_id !== undefined);
    expect(withTeacher.length).toBeGreaterThan(students.length * 0.9);
    for (const s of withTeacher) {
      const teacher = lecturers.get(s.lecturer_id as number)!;
      expect(teacher.campus_id).toBe(s.campus_id);
      expect(teacher.working_state).toBe(1);
    }
    for (const s of students) {
      const age = 2026 - Number(String(s.birthday).slice(0, 4));
      expect(age - (s.grade as number)).toBeGreaterThanOrEqual(5);
      expect(age - (s.grade as number)).toBeLessThanOrEqual(6);
    }
    const registered = students.map((s) => String(s.created_at));
    expect(registered).toEqual([...registered].sort());
    expect(students.some((s) => s.disabled === true)).toBe(true);
    expect(students.some((s) => s.disabled === false)).toBe(true);
  });

  it("prices packages below their original price and ends sales after they start", () => {
    for (const p of rowsOf("course-package")) {
      expect(p.price as number).toBeLessThanOrEqual(p.original_price as number);
      expect(String(p.sale_end) > String(p.sale_start)).toBe(true);
    }
  });

  it("sells all four commodity kinds, sold out exactly when out of stock", () => {
    const commodities = rowsOf("commodity");
    expect(new Set(commodities.map((c) => c.kind))).toEqual(new Set([1, 2, 3, 4]));
    for (const c of commodities) expect(c.status === 2, String(c.name)).toBe(c.stock === 0);
  });

  it("names videos by grade, subject, textbook, chapter and lecture, recorded by a teacher of the subject", () => {
    const lecturers = byId("lecturer");
    const cats = byId("category");
    const videos = rowsOf("video");
    for (const v of videos) {
      const subject = cats.get(v.subject_id as number)!;
      const textbook = cats.get(v.material_version_id as number)!;
      expect(v.video_name).toMatch(
        new RegExp(
          `^高[一二三]${subject.name} ${textbook.name} (第[一二三四五六七八九十]+(章|单元)|Unit \\d+) .+ 第[1-4]讲$`,
        ),
      );
      expect(lecturers.get(v.teacher_id as number)!.subject_ids).toContain(v.subject_id);
    }
    // Chapters keep their textbook numbers: 函数的概念与性质 is chapter three of 高一数学.
    const functions = videos.filter((v) => String(v.video_name).includes("函数的概念与性质"));
    expect(functions.length).toBeGreaterThan(0);
    for (const v of functions) expect(v.video_name).toMatch(/^高一数学 \S+ 第三章 函数的概念与性质 第[1-4]讲$/);
    const perSubject = subjects.map((s) => videos.filter((v) => v.subject_id === s.id).length);
    expect(Math.min(...perSubject)).toBeGreaterThanOrEqual(30);
    expect(new Set(videos.map((v) => v.teacher_id)).size).toBeGreaterThan(30);
    expect(new Set(videos.map((v) => v.volume_area_id)).size).toBeGreaterThanOrEqual(7);
  });
});
