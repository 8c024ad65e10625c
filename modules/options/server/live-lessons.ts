import { sql, type RawBuilder } from "kysely";
import type { Store } from "../../../mock-server/db/index.js";
import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { tableName } from "../../../mock-server/resources/table-name.js";

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
 * no longer has reads as null; without the resource there are no lessons (a configured one has its
 * table, made from the config at start).
 */
export function liveLessonSearch(store: Store, resources: Record<string, ResourceConfig>) {
  const has = (resource: string, field: string) =>
    !!resources[resource] && field in resources[resource].record.properties;
  const present = (name: string) => has(RESOURCE, name);
  const field = (name: string) => (present(name) ? sql.ref(name) : sql`NULL`);

  /** The resource a relation field of the lesson points to. */
  const target = (name: string, fallback: string) =>
    resources[RESOURCE]?.record.properties[name]?.relation?.resource ?? fallback;

  /** The label of each id among rows of `resource`, in one query. */
  async function labels(resource: string, ids: (number | null)[]): Promise<Map<number, string>> {
    const label = resources[resource]?.labelField ?? "name";
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length || !has(resource, label)) return new Map();
    const rows = (await store.db
      .selectFrom(tableName(resource))
      .select(["id", sql.ref(label).as("label")])
      .where("id", "in", wanted)
      .execute()) as { id: number; label: string | null }[];
    return new Map(rows.map((r) => [r.id, r.label ?? ""]));
  }

  /**
   * Lessons matching `keyword` (see above) among those the caller reaches (`reached`, a condition on the
   * table); `now` is `YYYY-MM-DD HH:mm:ss` in the business's time zone.
   */
  return async function search(
    keyword: string | undefined,
    now: string,
    reached: RawBuilder<unknown>,
  ): Promise<LiveLessonOption[]> {
    const label = resources[RESOURCE]?.labelField ?? "title";
    if (!has(RESOURCE, label)) return [];
    const startAt = field("start_at");
    // When it ends: its start plus its length (a lesson without a length ends when it starts).
    const endsAt = store.sql.plusMinutes(startAt, field("duration"));
    const where: RawBuilder<unknown>[] = [reached];
    if (present("status")) where.push(sql`(status IS NULL OR status <> ${sql.lit(CANCELLED)})`);
    // Sorting by a missing field is sorting by nothing (and PostgreSQL refuses ORDER BY NULL).
    const byStart = (direction: RawBuilder<unknown>) => (present("start_at") ? [sql`${startAt} ${direction}`] : []);
    let order: RawBuilder<unknown>[];
    const k = keyword?.trim();
    if (k) {
      where.push(store.sql.contains(label, k));
      const coming = (value: RawBuilder<unknown>) => sql`CASE WHEN ${endsAt} > ${now} THEN ${value} END`;
      order = [
        sql`CASE WHEN ${endsAt} > ${now} THEN 1 ELSE 0 END DESC`,
        ...(present("start_at") ? [sql`${coming(startAt)} ASC`] : []),
        sql`${coming(sql.ref("id"))} ASC`,
        // NULLS LAST is SQLite's way for DESC; PostgreSQL's is the opposite.
        ...byStart(sql`DESC NULLS LAST`),
        sql`id DESC`,
      ];
    } else {
      where.push(sql`${endsAt} > ${now}`);
      order = [...byStart(sql`ASC`), sql`id ASC`];
    }
    const { rows } = await sql<Omit<LiveLessonOption, "lecturer_name" | "subject_name">>`
      SELECT id, ${sql.ref(label)} AS title, ${startAt} AS start_at, ${field("duration")} AS duration,
             ${field("status")} AS status, ${field("lecturer_id")} AS lecturer_id, ${field("subject_id")} AS subject_id
      FROM ${sql.table(tableName(RESOURCE))} WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${sql.join(order)} LIMIT ${sql.lit(LIVE_LESSON_LIMIT)}`.execute(store.db);
    const [lecturers, subjects] = await Promise.all([
      labels(
        target("lecturer_id", "lecturer"),
        rows.map((r) => r.lecturer_id),
      ),
      labels(
        target("subject_id", "category"),
        rows.map((r) => r.subject_id),
      ),
    ]);
    return rows.map((r) => ({
      ...r,
      title: r.title ?? "",
      lecturer_name: r.lecturer_id === null ? null : (lecturers.get(r.lecturer_id) ?? null),
      subject_name: r.subject_id === null ? null : (subjects.get(r.subject_id) ?? null),
    }));
  };
}
