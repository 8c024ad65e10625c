import type { CategoryAggregate } from "../aggregate.js";
import { bounds, table } from "../sql.js";

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
    compute({ db, now }, range) {
      const [from, until] = bounds(range);
      const rows = db
        .prepare(
          `SELECT l.${spec.column} AS key, r.name AS name, COUNT(*) AS value
           FROM lessons l LEFT JOIN ${table(spec.resource)} r ON r.id = l.${spec.column}
           WHERE l.start_at >= ? AND l.start_at < ? AND l.open_slot = 0 AND l.end_at <= ?
           GROUP BY l.${spec.column}`,
        )
        .all(from, until, now) as { key: number; name: string | null; value: number }[];
      return rows.map((r) => ({ key: String(r.key), name: r.name ?? `${spec.category}#${r.key}`, value: r.value }));
    },
  };
}
