import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import type { RouteConfig } from "../../src/types/generated/routes.js";
import { systemColumns } from "./columns.js";
import { checkSources } from "./check-sources.js";
import { checkActions, checkReadOnlyFields } from "./check-actions.js";
import { checkComparisons } from "./check-compare.js";

const isDateFormat = (f: RecordField | undefined) => f?.format === "date" || f?.format === "date-time";
const isNumeric = (f: RecordField | undefined) => f?.type === "integer" || f?.type === "number";
const hasChoices = (f: RecordField) => !!(f.options || f.enum || f.relation || f.items?.options || f.items?.relation);

/** Which operators make sense on which fields; a system field is a number (id) or a date-time. */
function operatorFits(operator: string, name: string, f: RecordField | undefined): boolean {
  if (!f) return name === "id" ? operator !== "contains" : operator !== "contains" && operator !== "in";
  switch (operator) {
    case "contains":
      return f.type === "string" && !hasChoices(f);
    case "in":
      return hasChoices(f) || f.type === "array";
    case "between":
    case "gte":
    case "lte":
      return isNumeric(f) || isDateFormat(f) || f.format === "time";
    default:
      return f.type !== "array";
  }
}

/**
 * What the schema alone cannot check: every column, query field, sort and form field names a field
 * of the record; operators fit their fields; relations, option sources and routes name resources
 * that exist. One `file#/pointer: message` line per problem.
 */
export function checkResources(resources: Record<string, ResourceConfig>, routes: RouteConfig[]): string[] {
  const problems: string[] = [];
  for (const res of Object.values(resources)) {
    const file = `resources/${res.name}.json`;
    const say = (pointer: string, message: string) => problems.push(`${file}#${pointer}: ${message}`);
    const fields = res.record.properties;
    const known = (name: string) => name in fields || (systemColumns as readonly string[]).includes(name);
    const unknown = (name: string) => `unknown field "${name}" (not in record.properties)`;

    res.record.required?.forEach((name, i) => !(name in fields) && say(`/record/required/${i}`, unknown(name)));
    if (res.labelField && !(res.labelField in fields)) say("/labelField", unknown(res.labelField));
    for (const [name, f] of Object.entries(fields)) {
      const at = `/record/properties/${name}`;
      if (f.type === "array" && !f.items) say(at, `an array field needs "items"`);
      if (f.type !== "array" && f.items) say(`${at}/items`, `"items" is only for array fields`);
      if (f.format && f.type !== "string" && f.format !== "decimal2" && f.format !== "port")
        say(`${at}/format`, `format "${f.format}" needs type string`);
      if (f.pattern !== undefined) {
        try {
          new RegExp(f.pattern, "u");
        } catch (err) {
          say(`${at}/pattern`, `not a valid regular expression (${(err as Error).message})`);
        }
      }
      for (const [rel, ptr] of [
        [f.relation, `${at}/relation/resource`],
        [f.items?.relation, `${at}/items/relation/resource`],
      ] as const) {
        if (rel && !resources[rel.resource]) say(ptr, `unknown resource "${rel.resource}"`);
        const target = rel && resources[rel.resource];
        for (const key of Object.keys(rel?.filter ?? {})) {
          if (target && !(key in target.record.properties))
            say(ptr.replace(/resource$/, `filter/${key}`), `unknown field "${key}" of resource "${rel!.resource}"`);
        }
      }
      for (const option of f.options ?? []) {
        const ok =
          f.type === "boolean"
            ? typeof option.value === "boolean"
            : typeof option.value === (f.type === "string" ? "string" : "number");
        if (!ok) say(`${at}/options`, `option value ${JSON.stringify(option.value)} is not of type ${f.type}`);
      }
    }

    res.list.columns.forEach((c, i) => {
      if (!known(c.field)) return say(`/list/columns/${i}/field`, unknown(c.field));
      if (c.sortable && fields[c.field]?.type === "array")
        say(`/list/columns/${i}/sortable`, "an array field cannot be sorted");
    });
    res.list.query?.forEach((q, i) => {
      if (!known(q.field)) return say(`/list/query/${i}/field`, unknown(q.field));
      if (!operatorFits(q.operator, q.field, fields[q.field]))
        say(`/list/query/${i}/operator`, `operator "${q.operator}" does not fit field "${q.field}"`);
    });
    const sort = res.list.defaultSort;
    if (sort && !known(sort.field)) say("/list/defaultSort/field", unknown(sort.field));
    else if (sort && !(systemColumns as readonly string[]).includes(sort.field)) {
      // The server sorts only by sortable columns: any other default sort would refuse the list's first page.
      if (!res.list.columns.some((c) => c.field === sort.field && c.sortable))
        say("/list/defaultSort/field", `"${sort.field}" is not a sortable column (add "sortable": true to its column)`);
    }
    if (res.list.actions?.batchDelete && !res.list.rowSelection)
      say("/list/actions/batchDelete", `needs "rowSelection": true`);
    if ((res.list.actions?.create === true || res.list.actions?.edit) && !res.form)
      say("/list/actions", `create and edit need a "form"`);

    const formFields = new Set(res.form?.fields.map((f) => f.field));
    res.form?.fields.forEach((f, i) => {
      const at = `/form/fields/${i}`;
      if (!(f.field in fields)) say(`${at}/field`, unknown(f.field));
      if (f.endField && !(f.endField in fields)) say(`${at}/endField`, unknown(f.endField));
      if (f.widget === "dateRange" && !f.endField) say(`${at}/endField`, `a dateRange needs "endField"`);
      if (f.dependsOn && !formFields.has(f.dependsOn))
        say(`${at}/dependsOn`, `"${f.dependsOn}" is not a field of this form`);
      if (f.options && !Array.isArray(f.options) && "resource" in f.options && !resources[f.options.resource])
        say(`${at}/options/resource`, `unknown resource "${f.options.resource}"`);
    });
    checkReadOnlyFields(res, say);
    checkComparisons(res, say);
    checkActions(res, resources, say);
  }
  problems.push(...checkSources(resources));
  checkRouteComponents(resources, routes, "/routes", problems);
  return problems;
}

/** `resource:<name>` and `form:<name>` routes must name a resource (with a form, for `form:`). */
function checkRouteComponents(
  resources: Record<string, ResourceConfig>,
  routes: RouteConfig[],
  pointer: string,
  problems: string[],
): void {
  routes.forEach((route, i) => {
    const at = `${pointer}/${i}`;
    const m = /^(resource|form):(.+)$/.exec(route.component ?? "");
    if (m) {
      const res = resources[m[2]];
      if (!res) problems.push(`routes.json#${at}/component: unknown resource "${m[2]}" (no resources/${m[2]}.json)`);
      else if (m[1] === "form" && !res.form)
        problems.push(`routes.json#${at}/component: resource "${m[2]}" has no "form"`);
    }
    if (route.children) checkRouteComponents(resources, route.children, `${at}/children`, problems);
  });
}
