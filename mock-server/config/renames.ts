import type { ResourceConfig } from "../../src/types/generated/resource.js";
import { tableSource } from "../../src/common/resource-source.js";
import { systemColumns } from "../resources/columns.js";
import type { ConfigProblem } from "./problems.js";

/** A field that names its former name: its table's column `from` becomes the column `to`. */
export interface Rename {
  from: string;
  to: string;
}

/**
 * The renames a resource's record asks for, and what makes one impossible whatever the database holds:
 * the old name still a field of the record (which of the two would own the column?), a system column,
 * two fields claiming one old column, a read-only resource (its table or view is a migration's).
 */
export function recordRenames(res: ResourceConfig): { renames: Rename[]; problems: ConfigProblem[] } {
  const fields = res.record.properties;
  const file = `resources/${res.name}.json`;
  const problems: ConfigProblem[] = [];
  const say = (to: string, message: string) =>
    problems.push({ file, pointer: `/record/properties/${to}/renamedFrom`, message });
  const claimed = new Map<string, string>();
  const renames: Rename[] = [];
  for (const [to, field] of Object.entries(fields)) {
    const from = field.renamedFrom;
    if (from === undefined) continue;
    if (tableSource(res)) say(to, "只读资源的表或视图由迁移维护，不能用 renamedFrom 改名");
    else if (from === to) say(to, "renamedFrom 不能是字段自己的名字");
    else if ((systemColumns as readonly string[]).includes(from)) say(to, `"${from}" 是系统列，不能改名`);
    else if (from in fields)
      say(to, `字段 ${from} 仍在 record 中：要把它改名为 ${to} 就删去它，要保留它就删去 renamedFrom`);
    else if (claimed.has(from))
      say(to, `字段 ${claimed.get(from)} 和 ${to} 都写了 renamedFrom "${from}"：一列只能改名为一个字段`);
    else {
      claimed.set(from, to);
      renames.push({ from, to });
    }
  }
  return { renames, problems };
}
