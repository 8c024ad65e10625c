import { sql, type Expression, type SqlBool } from "kysely";
import type { Store } from "../../../mock-server/db/index.js";
import type { Helpers } from "../../../mock-server/db/helpers/types.js";
import type { RecordField, ResourceConfig } from "../../../src/types/generated/resource.js";
import { tableName } from "../../../mock-server/resources/table-name.js";
import type { CategoryCode, LecturerQuery, StudentQuery } from "./schemas.js";

/** A teacher, campus or student option (spec §3: id, name). */
export interface NamedOption {
  id: number;
  name: string;
}

/** A subject, textbook or volume-area option (spec §3: value, label, id). */
export interface CategoryOption {
  id: number;
  value: number;
  label: string;
}

/** Students offered at most per answer: the select searches as the user types. */
export const STUDENT_LIMIT = 50;

/**
 * Conditions of an option query. A condition on a field the record no longer has is left out: an
 * admin may remove a field from the config, and its column (kept by the server) is then stale.
 */
class Where {
  readonly parts: Expression<SqlBool>[] = [];
  constructor(
    private readonly fields: Record<string, RecordField>,
    private readonly label: string,
    private readonly helpers: Helpers,
  ) {}

  /** Adds `condition` when the record has `field`. */
  add(field: string, condition: Expression<SqlBool>): this {
    if (field in this.fields) this.parts.push(condition);
    return this;
  }

  /** The label contains `text`, or so does one of `alsoIn` (fields the record has). */
  contains(text: string | undefined, ...alsoIn: string[]): this {
    const k = text?.trim();
    if (!k) return this;
    const columns = [this.label, ...alsoIn.filter((f) => f in this.fields)];
    const matches = columns.map((c) => this.helpers.contains(c, k));
    this.parts.push(sql<SqlBool>`(${sql.join(matches, sql` OR `)})`);
    return this;
  }
}

const ref = (column: string) => sql.ref(column);

/** The caller's rows of the resource, as a condition on its table (row-reach.ts `within`). */
type Reached = Expression<SqlBool>;

/**
 * The SQL behind the option endpoints, reading the config-driven resources' tables (booleans 0/1,
 * arrays JSON text). Column names are fixed here or come from the validated config (`labelField`);
 * every value is a bound parameter. A resource missing from the config, or without its label column,
 * yields no options; a configured one has its table (made from the config at start).
 */
export function optionRepository(store: Store, resources: Record<string, ResourceConfig>) {
  /** `SELECT id, <label> AS <as>` from a resource's table with the conditions `build` adds, in `order`. */
  async function select<T>(
    resource: string,
    as: string,
    reached: Reached,
    build: (w: Where) => Where,
    order: string[] = ["id"],
    limit?: number,
  ): Promise<T[]> {
    const res = resources[resource];
    const label = res?.labelField ?? "name";
    if (!res || !(label in res.record.properties)) return [];
    const w = build(new Where(res.record.properties, label, store.sql));
    w.parts.push(reached);
    let query = store.db.selectFrom(tableName(resource)).select(["id", ref(label).as(as)]);
    if (w.parts.length) query = query.where((eb) => eb.and(w.parts));
    for (const column of order) query = query.orderBy(ref(column));
    if (limit) query = query.limit(limit);
    return (await query.execute()) as T[];
  }

  return {
    /** Enabled categories of one kind, in their configured order (sort, then id). */
    async categories(code: CategoryCode, reached: Reached): Promise<CategoryOption[]> {
      const fields = resources.category?.record.properties ?? {};
      // Without a `code` column no row is of any kind.
      if (!("code" in fields)) return [];
      const rows = await select<{ id: number; label: string }>(
        "category",
        "label",
        reached,
        (w) =>
          w
            .add("code", sql<SqlBool>`${ref("code")} = ${code}`)
            .add("enabled", sql<SqlBool>`(${ref("enabled")} IS NULL OR ${ref("enabled")} <> 0)`),
        "sort" in fields ? ["sort", "id"] : ["id"],
      );
      return rows.map((r) => ({ id: r.id, value: r.id, label: r.label }));
    },

    /** Campuses open or being prepared (not 已停业), whose name contains `keyword`. */
    campuses(keyword: string | undefined, reached: Reached): Promise<NamedOption[]> {
      return select("campus", "name", reached, (w) =>
        w.add("status", sql<SqlBool>`(${ref("status")} IS NULL OR ${ref("status")} <> 0)`).contains(keyword),
      );
    },

    /** Lecturers in post (在职) unless `all`, of a campus, teaching a subject (`subject_ids` holds it). */
    lecturers(q: LecturerQuery, reached: Reached): Promise<NamedOption[]> {
      return select("lecturer", "name", reached, (w) => {
        if (!q.all) w.add("working_state", sql<SqlBool>`${ref("working_state")} = 1`);
        if (q.campus_id) w.add("campus_id", sql<SqlBool>`${ref("campus_id")} = ${q.campus_id}`);
        if (q.subject_id) w.add("subject_ids", store.sql.arrayHoldsNumber("subject_ids", q.subject_id));
        return w.contains(q.keyword);
      });
    },

    /**
     * Students not disabled unless `all`, of a campus, whose name or phone contains `keyword` (the name
     * alone when the caller may not see phones); at most 50.
     */
    students(q: StudentQuery, reached: Reached, byPhone = true): Promise<NamedOption[]> {
      return select(
        "student",
        "name",
        reached,
        (w) => {
          if (!q.all) w.add("disabled", sql<SqlBool>`(${ref("disabled")} IS NULL OR ${ref("disabled")} = 0)`);
          if (q.campus_id) w.add("campus_id", sql<SqlBool>`${ref("campus_id")} = ${q.campus_id}`);
          return byPhone ? w.contains(q.keyword, "phone") : w.contains(q.keyword);
        },
        ["id"],
        STUDENT_LIMIT,
      );
    },
  };
}

export type OptionRepository = ReturnType<typeof optionRepository>;
