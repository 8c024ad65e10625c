import { operatorFits } from "../../src/common/query-operators.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { notFieldOf, unknownField, unknownResource } from "../config/did-you-mean.js";
import { relationOf, sortableColumns, systemColumns } from "./columns.js";

type Say = (pointer: string, message: string) => void;

/**
 * The detail page (`show`) names fields of its own record, and child lists that name a resource, its
 * relation field back to this one, and that resource's columns and query fields. A child list asks the
 * child's own list API, so it may sort only by what that list sorts by, and filter each field with the
 * operator that list uses (the API knows no other).
 */
export function checkShow(
  res: ResourceConfig,
  resources: Record<string, ResourceConfig>,
  names: ReadonlySet<string>,
  say: Say,
): void {
  const show = res.show;
  if (!show) return;
  const columnsOf = (r: ResourceConfig) => [...Object.keys(r.record.properties), ...systemColumns];
  show.sections.forEach((section, s) =>
    section.fields.forEach((f, i) => {
      if (!columnsOf(res).includes(f.field))
        say(`/show/sections/${s}/fields/${i}/field`, unknownField(f.field, columnsOf(res)));
      if (f.span && f.span > (section.columns ?? 3))
        say(`/show/sections/${s}/fields/${i}/span`, `span 不能大于本节的列数（${section.columns ?? 3}）`);
    }),
  );
  show.related?.forEach((rel, r) => {
    const at = `/show/related/${r}`;
    if (!names.has(rel.resource)) return say(`${at}/resource`, unknownResource(rel.resource, names));
    const child = resources[rel.resource];
    if (!child) return; // refused by its own checks, reported there
    const fields = child.record.properties;
    const link = fields[rel.field] && relationOf(fields[rel.field]);
    if (!fields[rel.field]) return say(`${at}/field`, notFieldOf(child.name, rel.field, Object.keys(fields)));
    if (link?.relation.resource !== res.name)
      return say(`${at}/field`, `资源 "${child.name}" 的字段 "${rel.field}" 不是指向 "${res.name}" 的关联字段`);
    const sortable = sortableColumns(child);
    rel.columns?.forEach((c, i) => {
      if (!columnsOf(child).includes(c.field))
        return say(`${at}/columns/${i}/field`, notFieldOf(child.name, c.field, columnsOf(child)));
      if (c.sortable && !sortable.includes(c.field))
        say(
          `${at}/columns/${i}/sortable`,
          `资源 "${child.name}" 的列表不能按 "${c.field}" 排序（在它的列上加 "sortable": true）`,
        );
    });
    rel.query?.forEach((q, i) => {
      if (!columnsOf(child).includes(q.field))
        return say(`${at}/query/${i}/field`, notFieldOf(child.name, q.field, columnsOf(child)));
      if (q.field === rel.field)
        return say(`${at}/query/${i}/field`, `"${q.field}" 已固定为本条记录，不能再作查询条件`);
      const listed = child.list.query?.find((x) => x.field === q.field)?.operator ?? "eq";
      if (!operatorFits(q.operator, q.field, fields[q.field]) || q.operator !== listed)
        say(`${at}/query/${i}/operator`, `"${q.field}" 只能用资源 "${child.name}" 列表的操作符 "${listed}"`);
    });
  });
}
