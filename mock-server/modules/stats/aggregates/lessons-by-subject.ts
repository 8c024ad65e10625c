import type { CategoryAggregate } from "../aggregate.js";
import { bounds, table } from "../sql.js";

/** Lessons taught (ended before now) per subject in the range. */
export const lessonsBySubject: CategoryAggregate = {
  name: "lessons-by-subject",
  title: "学科授课分布：每个学科的已上课节数",
  kind: "category",
  category: "学科",
  format: "number",
  reads: { category: ["name"] },
  compute({ db, now }, range) {
    const [from, until] = bounds(range);
    const rows = db
      .prepare(
        `SELECT l.subject_id AS key, c.name AS name, COUNT(*) AS value
         FROM lessons l LEFT JOIN ${table("category")} c ON c.id = l.subject_id
         WHERE l.start_at >= ? AND l.start_at < ? AND l.open_slot = 0 AND l.end_at <= ?
         GROUP BY l.subject_id`,
      )
      .all(from, until, now) as { key: number; name: string | null; value: number }[];
    return rows.map((r) => ({ key: String(r.key), name: r.name ?? `学科#${r.key}`, value: r.value }));
  },
};
