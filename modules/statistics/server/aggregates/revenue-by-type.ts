import { sql } from "kysely";
import type { CategoryAggregate } from "../../../../mock-server/modules/stats/aggregate.js";
import { bounds, optionLabels, total, yuan } from "../../../../mock-server/modules/stats/sql.js";
import { localize } from "../../../../src/common/i18n.js";

/** 营收构成: the amount of user orders paid in the range per commodity type (录播, 会员, 直播, 答疑). */
export const revenueByType: CategoryAggregate = {
  name: "revenue-by-type",
  title: "营收构成：按商品类型的已支付订单金额",
  kind: "category",
  category: "商品类型",
  format: "money",
  reads: { "user-order": ["amount", "status", "paid_at", "commodity_type"] },
  async compute({ db, resources, rows: reached }, range) {
    const [from, until] = bounds(range);
    // `+status` keeps SQLite on the date index (indexes.ts): the status index would read nearly every order.
    const { rows } = await sql<{ key: number | null; value: number }>`
      SELECT commodity_type AS key, ${total("amount")} AS value FROM ${reached("user-order", "o")}
      WHERE paid_at >= ${from} AND paid_at < ${until} AND +status IN (1, 2) GROUP BY commodity_type`.execute(db);
    // The order's own labels, else the commodity's kinds: the same four types.
    const labels = optionLabels(
      (
        resources["user-order"]?.record.properties.commodity_type?.options ??
        resources.commodity?.record.properties.kind?.options
      )?.map((o) => ({ ...o, label: localize(o.label) })),
    );
    const values = new Map(rows.map((r) => [String(r.key), yuan(Number(r.value))]));
    // Every known type, so a bar chart shows the ones that sold nothing too.
    const keys = [...new Set([...labels.keys(), ...values.keys()])];
    return keys.map((key) => ({ key, name: labels.get(key) ?? `类型${key}`, value: values.get(key) ?? 0 }));
  },
};
