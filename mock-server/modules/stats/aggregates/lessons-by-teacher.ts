import type { CategoryAggregate } from "../aggregate.js";
import { bounds, table } from "../sql.js";

/** Lessons taught (ended before now) per teacher in the range: the teacher ranking. */
export const lessonsByTeacher: CategoryAggregate = {
  name: "lessons-by-teacher",
  title: "讲师授课排行：每位讲师的已上课节数",
  kind: "category",
  category: "讲师",
  format: "number",
  reads: { lecturer: ["name"] },
  compute({ db, now }, range) {
    const [from, until] = bounds(range);
    const rows = db
      .prepare(
        `SELECT l.teacher_id AS key, t.name AS name, COUNT(*) AS value
         FROM lessons l LEFT JOIN ${table("lecturer")} t ON t.id = l.teacher_id
         WHERE l.start_at >= ? AND l.start_at < ? AND l.open_slot = 0 AND l.end_at <= ?
         GROUP BY l.teacher_id`,
      )
      .all(from, until, now) as { key: number; name: string | null; value: number }[];
    return rows.map((r) => ({ key: String(r.key), name: r.name ?? `讲师#${r.key}`, value: r.value }));
  },
};
