import type { DB } from "../../plugins/database.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { tableName } from "../../resources/table-name.js";
import { likePattern } from "../../db/helpers/like.js";
import { col } from "../../resources/columns.js";

/** A live lesson offered by the search of spec §7 (`get_live_lesson_list_serch`). */
export interface LiveLessonOption {
  id: number;
  title: string;
  /** `YYYY-MM-DD HH:mm:ss`, the business's wall-clock time. */
  start_at: string | null;
  /** Minutes. */
  duration: number | null;
  /** live-lesson.json `status`: 1 未开始, 2 直播中, 3 已结束 (已取消 ones are never offered). */
  status: number | null;
  lecturer_id: number | null;
  lecturer_name: string | null;
  subject_id: number | null;
  subject_name: string | null;
}

/** Lessons offered at most per answer: the select searches as the user types. */
export const LIVE_LESSON_LIMIT = 20;

/** live-lesson.json `status` of a lesson called off. */
const CANCELLED = 0;

const RESOURCE = "live-lesson";

/**
 * The live-lesson search, reading the config-driven table `res_live_lesson` (and the lecturer and
 * subject tables for their names). Cancelled lessons are left out. With a keyword: lessons whose
 * title contains it, those not over yet first (soonest first), then past ones (latest first);
 * without: the lessons not over yet at `now` (on air or to come), soonest first. A field the record
 * no longer has reads as null; without the resource or its table there are no lessons.
 */
export function liveLessonSearch(db: DB, resources: Record<string, ResourceConfig>) {
  const tableExists = db.prepare<[string], { n: number }>(
    "SELECT 1 AS n FROM sqlite_master WHERE type = 'table' AND name = ?",
  );
  const has = (resource: string, field: string) =>
    !!resources[resource] && field in resources[resource].record.properties && !!tableExists.get(tableName(resource));
  const field = (name: string) => (has(RESOURCE, name) ? col(name) : "NULL");

  /** The resource a relation field of the lesson points to. */
  const target = (name: string, fallback: string) =>
    resources[RESOURCE]?.record.properties[name]?.relation?.resource ?? fallback;

  /** The label of each id among rows of `resource`, in one query. */
  function labels(resource: string, ids: (number | null)[]): Map<number, string> {
    const label = resources[resource]?.labelField ?? "name";
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length || !has(resource, label)) return new Map();
    const rows = db
      .prepare(
        `SELECT id, ${col(label)} AS label FROM "${tableName(resource)}" WHERE id IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(wanted)) as { id: number; label: string | null }[];
    return new Map(rows.map((r) => [r.id, r.label ?? ""]));
  }

  /** Lessons matching `keyword` (see above); `now` is `YYYY-MM-DD HH:mm:ss` in the business's time zone. */
  return function search(keyword: string | undefined, now: string): LiveLessonOption[] {
    const label = resources[RESOURCE]?.labelField ?? "title";
    if (!has(RESOURCE, label)) return [];
    const where: string[] = [];
    const params: unknown[] = [];
    if (has(RESOURCE, "status")) where.push(`("status" IS NULL OR "status" <> ${CANCELLED})`);
    // When it ends: its start plus its length (a lesson without a length ends when it starts).
    const endsAt = `datetime(${field("start_at")}, '+' || COALESCE(${field("duration")}, 0) || ' minutes')`;
    const notOver = `COALESCE(${endsAt} > ?, 0)`;
    const k = keyword?.trim();
    let order: string;
    if (k) {
      where.push(`${col(label)} LIKE ? ESCAPE '\\'`);
      params.push(likePattern(k));
      const coming = (sql: string) => `CASE WHEN ${notOver} THEN ${sql} END ASC`;
      order = `${notOver} DESC, ${coming(field("start_at"))}, ${coming("id")}, ${field("start_at")} DESC, id DESC`;
      params.push(now, now, now);
    } else {
      where.push(`${endsAt} > ?`);
      params.push(now);
      order = `${field("start_at")} ASC, id ASC`;
    }
    const sql =
      `SELECT id, ${col(label)} AS title, ${field("start_at")} AS start_at, ${field("duration")} AS duration, ` +
      `${field("status")} AS status, ${field("lecturer_id")} AS lecturer_id, ${field("subject_id")} AS subject_id ` +
      `FROM "${tableName(RESOURCE)}" WHERE ${where.join(" AND ")} ORDER BY ${order} LIMIT ${LIVE_LESSON_LIMIT}`;
    const rows = db.prepare(sql).all(...params) as Omit<LiveLessonOption, "lecturer_name" | "subject_name">[];
    const lecturers = labels(
      target("lecturer_id", "lecturer"),
      rows.map((r) => r.lecturer_id),
    );
    const subjects = labels(
      target("subject_id", "category"),
      rows.map((r) => r.subject_id),
    );
    return rows.map((r) => ({
      ...r,
      title: r.title ?? "",
      lecturer_name: r.lecturer_id === null ? null : (lecturers.get(r.lecturer_id) ?? null),
      subject_name: r.subject_id === null ? null : (subjects.get(r.subject_id) ?? null),
    }));
  };
}
