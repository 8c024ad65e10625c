import type { DB } from "../../plugins/database.js";
import type { RecordField, ResourceConfig } from "../../../src/types/generated/resource.js";
import { tableName } from "../../resources/table-name.js";
import { likePattern } from "../../db/helpers/like.js";
import { col } from "../../resources/columns.js";
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
 * Conditions and their bound values. A condition on a field the record no longer has is left out:
 * an admin may remove a field from the config, and its column (kept by the server) is then stale.
 */
class Where {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];
  constructor(
    private readonly fields: Record<string, RecordField>,
    private readonly label: string,
  ) {}

  /** Adds `sql` (with a `?` per value) when the record has `field`. */
  add(field: string, sql: string, ...values: unknown[]): this {
    if (field in this.fields) {
      this.parts.push(sql);
      this.params.push(...values);
    }
    return this;
  }

  /** The label contains `text`, or so does one of `alsoIn` (fields the record has). */
  contains(text: string | undefined, ...alsoIn: string[]): this {
    const k = text?.trim();
    if (!k) return this;
    const columns = [this.label, ...alsoIn.filter((f) => f in this.fields).map(col)];
    this.parts.push(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(" OR ")})`);
    this.params.push(...columns.map(() => likePattern(k)));
    return this;
  }

  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(" AND ")}` : "";
  }
}

/**
 * The SQL behind the option endpoints, reading the config-driven resources' tables (booleans 0/1,
 * arrays JSON text). Column names are fixed here or come from the validated config (`labelField`);
 * every value is a bound parameter. A resource missing from the config, or without its table or
 * label column, yields no options.
 */
export function optionRepository(db: DB, resources: Record<string, ResourceConfig>) {
  const tableExists = db.prepare<[string], { n: number }>(
    "SELECT 1 AS n FROM sqlite_master WHERE type = 'table' AND name = ?",
  );

  /** `SELECT id, <label> AS <as>` from a resource's table with the conditions `build` adds. */
  function select<T>(resource: string, as: string, build: (w: Where) => Where, tail = "ORDER BY id"): T[] {
    const res = resources[resource];
    const table = res && tableName(resource);
    const label = res?.labelField ?? "name";
    if (!res || !(label in res.record.properties) || !tableExists.get(table)) return [];
    const w = build(new Where(res.record.properties, col(label)));
    return db.prepare(`SELECT id, ${col(label)} AS ${as} FROM "${table}" ${w.sql} ${tail}`).all(...w.params) as T[];
  }

  return {
    /** Enabled categories of one kind, in their configured order (sort, then id). */
    categories(code: CategoryCode): CategoryOption[] {
      const fields = resources.category?.record.properties ?? {};
      // Without a `code` column no row is of any kind.
      if (!("code" in fields)) return [];
      const rows = select<{ id: number; label: string }>(
        "category",
        "label",
        (w) => w.add("code", `"code" = ?`, code).add("enabled", `("enabled" IS NULL OR "enabled" <> 0)`),
        "sort" in fields ? `ORDER BY "sort", id` : "ORDER BY id",
      );
      return rows.map((r) => ({ id: r.id, value: r.id, label: r.label }));
    },

    /** Campuses open or being prepared (not 已停业), whose name contains `keyword`. */
    campuses(keyword?: string): NamedOption[] {
      return select("campus", "name", (w) => w.add("status", `("status" IS NULL OR "status" <> 0)`).contains(keyword));
    },

    /** Lecturers in post (在职) unless `all`, of a campus, teaching a subject (`subject_ids` holds it). */
    lecturers(q: LecturerQuery): NamedOption[] {
      return select("lecturer", "name", (w) => {
        if (!q.all) w.add("working_state", `"working_state" = 1`);
        if (q.campus_id) w.add("campus_id", `"campus_id" = ?`, q.campus_id);
        if (q.subject_id)
          w.add("subject_ids", `EXISTS (SELECT 1 FROM json_each("subject_ids") WHERE value = ?)`, q.subject_id);
        return w.contains(q.keyword);
      });
    },

    /** Students not disabled unless `all`, of a campus, whose name or phone contains `keyword`; at most 50. */
    students(q: StudentQuery): NamedOption[] {
      return select(
        "student",
        "name",
        (w) => {
          if (!q.all) w.add("disabled", `("disabled" IS NULL OR "disabled" = 0)`);
          if (q.campus_id) w.add("campus_id", `"campus_id" = ?`, q.campus_id);
          return w.contains(q.keyword, "phone");
        },
        `ORDER BY id LIMIT ${STUDENT_LIMIT}`,
      );
    },
  };
}

export type OptionRepository = ReturnType<typeof optionRepository>;
