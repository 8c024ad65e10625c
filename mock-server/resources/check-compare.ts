import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { compareKind } from "../../src/common/record-compare.js";
import { unknownField } from "../config/did-you-mean.js";

const kindText = { number: "数字", date: "日期", "date-time": "日期时间", time: "时间" } as const;

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
        say(`${at}/${side}`, unknownField(name, Object.keys(fields)));
        known = false;
      } else if (!compareKind(fields[name])) {
        say(`${at}/${side}`, `字段 "${name}" 不能比较（需要数字，或格式为 date、date-time、time 的文本）`);
        known = false;
      }
    }
    if (!known) return;
    if (rule.field === rule.than) return say(`${at}/than`, `字段 "${rule.field}" 与自己比较`);
    const kind = compareKind(fields[rule.field])!;
    const other = compareKind(fields[rule.than])!;
    if (kind !== other)
      say(
        `${at}/than`,
        `字段 "${rule.than}"（${kindText[other]}）与 "${rule.field}"（${kindText[kind]}）不是同一类，不能比较`,
      );
  });
}
