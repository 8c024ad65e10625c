import type { Store } from "../../../mock-server/db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { decodeRow } from "../../../mock-server/resources/codec.js";
import { tableName } from "../../../mock-server/resources/table-name.js";

/** A live Q&A rule (modules/qa/config/resources/qa-rule.json), typed. */
export interface QaRule {
  id: number;
  name: string;
  subject_id: number;
  weekdays: number[];
  start_time: string;
  end_time: string;
  max_queue: number;
  daily_question_limit: number | null;
  teacher_ids: number[];
  enabled: boolean;
}

export interface QaTeacher {
  id: number;
  name: string;
  subject_ids: number[];
}

/**
 * The rows the Q&A check reads from the config-driven tables: the subject's rule (res_qa_rule), the
 * teacher (res_lecturer) and the subject's name (res_category). A resource the config does not
 * define has no rows; one it defines has its table (made from the config at start).
 */
export function qaRepository(store: Store, resources: Record<string, ResourceConfig>) {
  /** One row of a resource where `field` equals `value`, decoded as the API shows it. */
  const one = async (resource: string, field: string, value: number): Promise<Record<string, unknown> | undefined> => {
    const res = resources[resource];
    if (!res || !(field in res.record.properties || field === "id")) return undefined;
    const raw = await store.db
      .selectFrom(tableName(resource))
      .selectAll()
      .where(field, "=", value)
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    return raw ? decodeRow(res, raw as Record<string, unknown>) : undefined;
  };
  const numbers = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);

  return {
    /** The rule of a subject (one per subject: `subject_id` is unique). */
    async ruleOf(subjectId: number): Promise<QaRule | undefined> {
      const row = await one("qa-rule", "subject_id", subjectId);
      if (!row) return undefined;
      return {
        ...(row as unknown as QaRule),
        weekdays: numbers(row.weekdays),
        teacher_ids: numbers(row.teacher_ids),
        enabled: row.enabled !== false,
      };
    },

    async teacher(id: number): Promise<QaTeacher | undefined> {
      const row = await one("lecturer", "id", id);
      return row && { id: row.id as number, name: String(row.name ?? ""), subject_ids: numbers(row.subject_ids) };
    },

    /** A subject's name, or its id as text when the category is gone. */
    async subjectName(id: number): Promise<string> {
      const row = await one("category", "id", id);
      return row ? String(row.name ?? id) : String(id);
    },
  };
}

export type QaRepository = ReturnType<typeof qaRepository>;
