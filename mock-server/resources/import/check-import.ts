import type { ResourceConfig } from "../../../src/types/generated/resource.js";
import { unknownField } from "../../config/did-you-mean.js";
import { importFields, unfillable } from "./fields.js";

type Say = (pointer: string, message: string) => void;

/**
 * `list.actions.import`: the fields it names exist and are not readOnly, and together with the defaults
 * they fill every required field (else no file could import a row).
 */
export function checkImport(res: ResourceConfig, say: Say): void {
  const setting = res.list.actions?.import;
  if (!setting) return;
  const fields = res.record.properties;
  if (typeof setting === "object") {
    setting.fields?.forEach((name, i) => {
      const at = `/list/actions/import/fields/${i}`;
      if (!(name in fields)) say(at, unknownField(name, Object.keys(fields)));
      else if (fields[name].readOnly) say(at, `"${name}" 是只读字段（由服务端维护），不能导入`);
    });
  }
  const missing = unfillable(res, importFields(res));
  if (missing.length) say("/list/actions/import", `导入缺少必填字段：${missing.join("、")}`);
}
