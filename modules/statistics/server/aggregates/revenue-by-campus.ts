import { sql } from "kysely";
import type { CategoryAggregate } from "../../../../mock-server/modules/stats/aggregate.js";
import { bounds, total, yuan } from "../../../../mock-server/modules/stats/sql.js";

/** 校区营收: the amount of user orders paid in the range per campus of the ordering student. */
export const revenueByCampus: CategoryAggregate = {
  name: "revenue-by-campus",
  title: "校区营收排行：按学员所属校区的已支付订单金额",
  kind: "category",
  category: "校区",
  format: "money",
  reads: {
    "user-order": ["amount", "status", "paid_at", "student_id"],
    student: ["campus_id"],
    campus: ["name"],
  },
  async compute({ db, rows: reached }, range) {
    const [from, until] = bounds(range);
    // `+status` keeps SQLite on the date index (indexes.ts): the status index would read nearly every order.
    // The campus's name is grouped too: one per campus id, and PostgreSQL takes no column it does not group.
    const { rows } = await sql<{ key: number | null; name: string | null; value: number }>`
      SELECT s.campus_id AS key, c.name AS name, ${total("o.amount")} AS value
      FROM ${reached("user-order", "o")}
      LEFT JOIN ${reached("student", "s")} ON s.id = o.student_id
      LEFT JOIN ${reached("campus", "c")} ON c.id = s.campus_id
      WHERE o.paid_at >= ${from} AND o.paid_at < ${until} AND +o.status IN (1, 2)
      GROUP BY s.campus_id, c.name`.execute(db);
    return rows.map((r) => ({
      key: r.key === null ? "none" : String(r.key),
      name: r.key === null ? "未分配校区" : (r.name ?? `校区#${r.key}`),
      value: yuan(Number(r.value)),
    }));
  },
};
