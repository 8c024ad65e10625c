import { sql } from "kysely";
import { lessonReached } from "../reached.js";
import type { CategoryAggregate } from "../../../../mock-server/modules/stats/aggregate.js";
import { bounds } from "../../../../mock-server/modules/stats/sql.js";

/**
 * Lessons taught (ended before now) in the range, counted per value of one lesson column and named
 * by the resource that column points at (a teacher, a subject).
 */
export function taughtLessonsBy(spec: {
  name: string;
  title: string;
  /** What one bar is (讲师, 学科): the category's name and the fallback label `讲师#7`. */
  category: string;
  column: "teacher_id" | "subject_id";
  resource: "lecturer" | "category";
}): CategoryAggregate {
  return {
    name: spec.name,
    title: spec.title,
    kind: "category",
    category: spec.category,
    format: "number",
    reads: { [spec.resource]: ["name"] },
    async compute({ db, now, rows: reached, within }, range) {
      const [from, until] = bounds(range);
      const key = sql.ref(`l.${spec.column}`);
      // The name is grouped too: one per id, and PostgreSQL takes no column it does not group.
      const { rows } = await sql<{ key: number; name: string | null; value: number }>`
        SELECT ${key} AS key, r.name AS name, COUNT(*) AS value
        FROM lessons l LEFT JOIN ${reached(spec.resource, "r")} ON r.id = ${key}
        WHERE l.start_at >= ${from} AND l.start_at < ${until} AND l.open_slot = 0 AND l.end_at <= ${now}
          AND ${lessonReached({ within }, "l.campus_id")}
        GROUP BY ${key}, r.name`.execute(db);
      return rows.map((r) => ({
        key: String(r.key),
        name: r.name ?? `${spec.category}#${r.key}`,
        value: Number(r.value),
      }));
    },
  };
}
