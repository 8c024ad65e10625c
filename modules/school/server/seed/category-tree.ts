import type { Store } from "../../../../mock-server/db/index.js";
import type { ResourceConfig } from "../../../../src/types/generated/resource.js";
import { tableName } from "../../../../mock-server/resources/table-name.js";

/** The shipped tree of 分类管理: the volume areas under their groups (group → members). */
const GROUPS: Record<string, string[]> = {
  全国卷: ["全国甲卷", "全国乙卷", "全国丙卷"],
  新高考卷: ["新高考I卷", "新高考II卷"],
  自主命题卷: ["北京卷", "上海卷", "浙江卷", "天津卷"],
};

/**
 * Puts the seeded volume areas (`jq`) under their groups, once: only while no category has a parent yet
 * and only when the config makes categories a tree (`list.tree`). A database an admin has arranged
 * otherwise is left as it is.
 */
export async function seedCategoryTree(store: Store, resources: Record<string, ResourceConfig>): Promise<void> {
  const parentField = resources.category?.list.tree?.parentField;
  if (parentField !== "parent_id") return;
  const { db } = store;
  const table = tableName("category");
  const arranged = await db
    .selectFrom(table)
    .select("id")
    .where("parent_id", "is not", null)
    .limit(1)
    .executeTakeFirst();
  if (arranged) return;
  const rows = (await db.selectFrom(table).select(["id", "name"]).where("code", "=", "jq").execute()) as {
    id: number;
    name: string;
  }[];
  const idOf = new Map(rows.map((r) => [r.name, Number(r.id)]));
  await db.transaction().execute(async (trx) => {
    for (const [group, members] of Object.entries(GROUPS)) {
      const parent = idOf.get(group);
      const ids = members.flatMap((m) => idOf.get(m) ?? []);
      if (parent === undefined || !ids.length) continue;
      await trx.updateTable(table).set({ parent_id: parent }).where("id", "in", ids).execute();
    }
  });
}
