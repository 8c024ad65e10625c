import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { compareKind } from "../../src/common/record-compare.js";

/**
 * `record.compare`: each rule names two different fields of the record, both numbers or both texts of one
 * date or time format. One `say(pointer, message)` per problem.
 */
export function checkComparisons(res: ResourceConfig, say: (pointer: string, message: string) => void): void {
  const fields = res.record.properties;
  res.record.compare?.forEach((rule, i) => {
    const at = `/record/compare/${i}`;
    let known = true;
    for (const side of ["field", "than"] as const) {
      const name = rule[side];
      if (!(name in fields)) {
        say(`${at}/${side}`, `unknown field "${name}" (not in record.properties)`);
        known = false;
      } else if (!compareKind(fields[name])) {
        say(`${at}/${side}`, `field "${name}" cannot be compared (needs a number, or a date, date-time or time text)`);
        known = false;
      }
    }
    if (!known) return;
    if (rule.field === rule.than) return say(`${at}/than`, `compares field "${rule.field}" with itself`);
    const kind = compareKind(fields[rule.field]);
    const other = compareKind(fields[rule.than]);
    if (kind !== other)
      say(`${at}/than`, `field "${rule.than}" (${other}) is not of the kind of "${rule.field}" (${kind})`);
  });
}
