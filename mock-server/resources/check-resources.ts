import { operatorFits } from "../../src/common/query-operators.js";
import { duplicateFields } from "../../src/common/duplicate-fields.js";
import type { ResourceConfig } from "../../src/types/generated/resource.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";
import { systemColumns } from "./columns.js";
import { checkSources } from "./check-sources.js";
import { checkActions, checkReadOnlyFields } from "./check-actions.js";
import { checkComparisons } from "./check-compare.js";
import { checkShow } from "./check-show.js";
import { checkInlineAndBulk } from "./check-inline-bulk.js";
import { checkImport } from "./import/check-import.js";
import type { ConfigProblem } from "../config/problems.js";
import { didYouMean, notFieldOf, unknownField, unknownResource } from "../config/did-you-mean.js";
import { regexProblem } from "../config/regex-problem.js";

/**
 * What the schema alone cannot check: every column, query field, sort and form field names a field
 * of the record, and none names it twice; operators fit their fields; relations, option sources and routes name resources
 * that exist. `present` names every resource file, also those refused by their own checks and so
 * missing from `resources`: a reference to one of them is not reported (its file's problems are).
 */
export function checkResources(
  resources: Record<string, ResourceConfig>,
  routes: RouteConfig[],
  /** The action handlers the app's modules register, by `<resource>.<action>`. */
  handlers: Readonly<Record<string, unknown>>,
  present: Iterable<string> = Object.keys(resources),
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const names = new Set([...Object.keys(resources), ...present]);
  const missing = (name: string) => !names.has(name);
  for (const res of Object.values(resources)) {
    const file = `resources/${res.name}.json`;
    const say = (pointer: string, message: string) => problems.push({ file, pointer, message });
    const fields = res.record.properties;
    const known = (name: string) => name in fields || (systemColumns as readonly string[]).includes(name);
    const unknown = (name: string) => unknownField(name, Object.keys(fields));
    // Columns, queries and sorts may also name the system fields.
    const unknownColumn = (name: string) => unknownField(name, [...Object.keys(fields), ...systemColumns]);

    res.record.required?.forEach((name, i) => !(name in fields) && say(`/record/required/${i}`, unknown(name)));
    if (res.labelField && !(res.labelField in fields)) say("/labelField", unknown(res.labelField));
    for (const [name, f] of Object.entries(fields)) {
      const at = `/record/properties/${name}`;
      if (f.type === "array" && !f.items) say(at, `数组字段需要 "items"`);
      if (f.type !== "array" && f.items) say(`${at}/items`, `"items" 只用于数组字段`);
      if (f.format && f.type !== "string" && f.format !== "decimal2" && f.format !== "port")
        say(`${at}/format`, `格式 "${f.format}" 只用于 type 为 string 的字段`);
      const badPattern = f.pattern === undefined ? undefined : regexProblem(f.pattern);
      if (badPattern) say(`${at}/pattern`, badPattern);
      for (const [rel, ptr] of [
        [f.relation, `${at}/relation/resource`],
        [f.items?.relation, `${at}/items/relation/resource`],
      ] as const) {
        if (rel && missing(rel.resource)) say(ptr, unknownResource(rel.resource, names));
        const target = rel && resources[rel.resource];
        for (const key of Object.keys(rel?.filter ?? {})) {
          if (target && !(key in target.record.properties))
            say(
              ptr.replace(/resource$/, `filter/${key}`),
              notFieldOf(target.name, key, Object.keys(target.record.properties)),
            );
        }
      }
      for (const option of f.options ?? []) {
        const ok =
          f.type === "boolean"
            ? typeof option.value === "boolean"
            : typeof option.value === (f.type === "string" ? "string" : "number");
        if (!ok) say(`${at}/options`, `选项的值 ${JSON.stringify(option.value)} 不是 ${f.type} 类型`);
      }
    }

    res.list.columns.forEach((c, i) => {
      if (!known(c.field)) return say(`/list/columns/${i}/field`, unknownColumn(c.field));
      if (c.sortable && fields[c.field]?.type === "array") say(`/list/columns/${i}/sortable`, "数组字段不能排序");
    });
    res.list.query?.forEach((q, i) => {
      if (!known(q.field)) return say(`/list/query/${i}/field`, unknownColumn(q.field));
      if (!operatorFits(q.operator, q.field, fields[q.field]))
        say(`/list/query/${i}/operator`, `操作符 "${q.operator}" 不适用于字段 "${q.field}"`);
    });
    const sort = res.list.defaultSort;
    if (sort && !known(sort.field)) say("/list/defaultSort/field", unknownColumn(sort.field));
    else if (sort && !(systemColumns as readonly string[]).includes(sort.field)) {
      // The server sorts only by sortable columns: any other default sort would refuse the list's first page.
      if (!res.list.columns.some((c) => c.field === sort.field && c.sortable))
        say("/list/defaultSort/field", `"${sort.field}" 不是可排序的列（在它的列上加 "sortable": true）`);
    }
    if (res.list.actions?.batchDelete && !res.list.rowSelection)
      say("/list/actions/batchDelete", `需要 "rowSelection": true`);
    if ((res.list.actions?.create === true || res.list.actions?.edit) && !res.form)
      say("/list/actions", `新增和编辑需要 "form"`);

    const formFields = new Set(res.form?.fields.map((f) => f.field));
    res.form?.fields.forEach((f, i) => {
      const at = `/form/fields/${i}`;
      if (!(f.field in fields)) say(`${at}/field`, unknown(f.field));
      if (f.endField && !(f.endField in fields)) say(`${at}/endField`, unknown(f.endField));
      if (f.widget === "dateRange" && !f.endField) say(`${at}/endField`, `dateRange 需要 "endField"`);
      if (f.dependsOn && !formFields.has(f.dependsOn))
        say(`${at}/dependsOn`, `"${f.dependsOn}" 不是此表单的字段${didYouMean(f.dependsOn, formFields)}`);
      if (f.options && !Array.isArray(f.options) && "resource" in f.options && missing(f.options.resource))
        say(`${at}/options/resource`, unknownResource(f.options.resource, names));
    });
    for (const { pointer, message } of duplicateFields(res)) say(pointer, message);
    checkReadOnlyFields(res, say);
    checkComparisons(res, say);
    checkActions(res, resources, say, handlers, names);
    checkShow(res, resources, names, say);
    checkInlineAndBulk(res, say);
    checkImport(res, say);
  }
  problems.push(...checkSources(resources, names));
  checkRouteComponents(resources, names, routes, "/routes", problems);
  return problems;
}

/** `resource:`, `form:` and `show:` routes must name a resource (with a form, for `form:`; a show, for `show:`). */
function checkRouteComponents(
  resources: Record<string, ResourceConfig>,
  names: ReadonlySet<string>,
  routes: RouteConfig[],
  pointer: string,
  problems: ConfigProblem[],
): void {
  routes.forEach((route, i) => {
    const at = `${pointer}/${i}`;
    const say = (message: string) => problems.push({ file: "routes.json", pointer: `${at}/component`, message });
    const m = /^(resource|form|show):(.+)$/.exec(route.component ?? "");
    const res = m && resources[m[2]];
    if (m && !names.has(m[2])) say(unknownResource(m[2], names));
    else if (m?.[1] === "form" && res && !res.form) say(`资源 "${m[2]}" 没有 "form"`);
    else if (m?.[1] === "show" && res && !res.show) say(`资源 "${m[2]}" 没有 "show"`);
    if (route.children) checkRouteComponents(resources, names, route.children, `${at}/children`, problems);
  });
}
