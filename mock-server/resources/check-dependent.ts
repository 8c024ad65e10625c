import type { RecordField, RecordSchema, Relation, ResourceConfig } from "../../src/types/generated/resource.js";
import type { ConfigProblem } from "../config/problems.js";
import { localize } from "../../src/common/i18n.js";

type Say = (pointer: string, message: string) => void;

/** The type of one value of a field: an array's items, else the field's own. */
const valueType = (f: RecordField) => (f.type === "array" ? f.items?.type : f.type);

/**
 * One relation's `matches`: each key a field of the referenced resource, each value another single-valued
 * field of this record of the same type (or the type of the referenced array's items).
 */
function checkMatches(
  resources: Record<string, ResourceConfig>,
  record: RecordSchema,
  name: string,
  relation: Relation,
  at: string,
  say: Say,
): void {
  const target = resources[relation.resource];
  // An unknown resource is reported where relations are checked (check-resources.ts).
  if (!target) return;
  for (const [theirs, own] of Object.entries(relation.matches ?? {})) {
    const ptr = `${at}/matches/${theirs}`;
    const other = target.record.properties[theirs];
    const mine = record.properties[own];
    if (!other) say(ptr, `资源「${localize(target.title)}」(${target.name}) 没有字段「${theirs}」`);
    if (own === name) say(ptr, `字段「${name}」不能依赖它自己`);
    else if (!mine) say(ptr, `没有字段「${own}」(不在 properties 中)`);
    else if (mine.type === "array") say(ptr, `字段「${own}」有多个值，不能作为依赖的条件`);
    if (!other || !mine || own === name || mine.type === "array") continue;
    if (valueType(other) !== mine.type)
      say(
        ptr,
        `「${localize(target.title)}」的字段「${theirs}」(${other.type}) 与字段「${own}」(${mine.type}) 类型不一致`,
      );
  }
}

/** Every relation with `matches` among a record's fields (a field's own, or its items'). */
function checkRecord(resources: Record<string, ResourceConfig>, record: RecordSchema, base: string, say: Say) {
  for (const [name, f] of Object.entries(record.properties)) {
    const at = `${base}/properties/${name}`;
    if (f.relation?.matches) checkMatches(resources, record, name, f.relation, `${at}/relation`, say);
    if (f.items?.relation?.matches)
      checkMatches(resources, record, name, f.items.relation, `${at}/items/relation`, say);
  }
}

/**
 * Dependent relations (`relation.matches`) across files: the referenced resource has the keys as fields,
 * this record (or the action's input) has the values as single-valued fields of a matching type, and no
 * field depends on itself. Every problem at once, one `{file, pointer, message}` each.
 */
export function checkDependentRelations(resources: Record<string, ResourceConfig>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const res of Object.values(resources)) {
    const file = `resources/${res.name}.json`;
    const say: Say = (pointer, message) => problems.push({ file, pointer, message });
    checkRecord(resources, res.record, "/record", say);
    res.list.actions?.custom?.forEach((action, i) => {
      const input = action.input;
      if (input) checkRecord(resources, { type: "object", ...input }, `/list/actions/custom/${i}/input`, say);
    });
  }
  return problems;
}
