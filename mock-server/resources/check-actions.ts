import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import { CREATOR_FIELD, rowActionWhen } from "../../src/common/custom-actions.js";
import { didYouMean, unknownField, unknownResource } from "../config/did-you-mean.js";
import { regexProblem } from "../config/regex-problem.js";

type Say = (pointer: string, message: string) => void;

/** An input field's own mistakes: what a record field's check would say, for the kinds an input uses. */
function checkInputField(names: ReadonlySet<string>, f: RecordField, at: string, say: Say): void {
  if (f.readOnly) say(`${at}/readOnly`, "操作的输入由用户填写，不能是 readOnly");
  if (f.type === "array" && !f.items) say(at, `数组字段需要 "items"`);
  const badPattern = f.pattern === undefined ? undefined : regexProblem(f.pattern);
  if (badPattern) say(`${at}/pattern`, badPattern);
  for (const [rel, ptr] of [
    [f.relation, `${at}/relation/resource`],
    [f.items?.relation, `${at}/items/relation/resource`],
  ] as const) {
    if (rel && !names.has(rel.resource)) say(ptr, unknownResource(rel.resource, names));
  }
}

/**
 * What the schema cannot check in `list.actions.custom`: every action has a server handler
 * (`<resource>.<name>` among `handlers`, which the app's modules register), names are unique, `when` names fields of the
 * record (on row actions only), `notByCreator` is on a row action of a record that keeps its creator, and
 * `input` and `fields` agree both ways: the dialog shows every input field and nothing else. `present` names
 * every resource file, valid or not (a relation to a file with problems of its own is not unknown).
 */
export function checkActions(
  res: ResourceConfig,
  resources: Record<string, ResourceConfig>,
  say: Say,
  handlers: Readonly<Record<string, unknown>>,
  present: Iterable<string> = [],
): void {
  const fields = res.record.properties;
  const unknown = (name: string) => unknownField(name, Object.keys(fields));
  const names = new Set([...Object.keys(resources), ...present]);
  const seen = new Set<string>();
  (res.list.actions?.custom ?? []).forEach((action, i) => {
    const at = `/list/actions/custom/${i}`;
    if (seen.has(action.name)) say(`${at}/name`, `操作名 "${action.name}" 重复`);
    seen.add(action.name);
    const key = `${res.name}.${action.name}`;
    // An extension's action (`handler`) is checked with the extensions (config/check-extensions.ts).
    if (!action.handler && !Object.hasOwn(handlers, key))
      say(`${at}/name`, `没有服务端处理函数 "${key}"（由应用的模块注册，见 ServerModule.actions）`);
    if (action.when && action.scope !== "row") say(`${at}/when`, `"when" 只用于行操作`);
    for (const field of Object.keys(action.when ?? {})) {
      if (!(field in fields)) say(`${at}/when/${field}`, unknown(field));
    }
    if (action.notByCreator) {
      const creator = fields[CREATOR_FIELD];
      if (action.scope !== "row") say(`${at}/notByCreator`, `"notByCreator" 只用于行操作`);
      else if (creator?.type !== "string" || !creator.readOnly)
        say(`${at}/notByCreator`, `需要 record.properties 中有只读的文本字段 "${CREATOR_FIELD}"（创建人）`);
    }

    const input = action.input?.properties ?? {};
    const unknownInput = (name: string) => unknownField(name, Object.keys(input), "input.properties");
    action.input?.required?.forEach((name, j) => {
      if (!(name in input)) say(`${at}/input/required/${j}`, unknownInput(name));
    });
    for (const [name, f] of Object.entries(input)) checkInputField(names, f, `${at}/input/properties/${name}`, say);
    if (!action.fields) return;
    if (!action.input) return say(`${at}/fields`, `"fields" 用于排布 "input"，此操作没有 "input"`);
    const shown = new Set<string>();
    const dialog = action.fields.map((f) => f.field);
    action.fields.forEach((f, j) => {
      if (!(f.field in input)) say(`${at}/fields/${j}/field`, unknownInput(f.field));
      if (f.endField && !(f.endField in input)) say(`${at}/fields/${j}/endField`, unknownInput(f.endField));
      if (f.dependsOn && !dialog.includes(f.dependsOn))
        say(`${at}/fields/${j}/dependsOn`, `"${f.dependsOn}" 不是此对话框的字段${didYouMean(f.dependsOn, dialog)}`);
      shown.add(f.field).add(f.endField ?? f.field);
    });
    for (const name of Object.keys(input)) {
      if (!shown.has(name)) say(`${at}/input/properties/${name}`, `不在 "fields" 中：对话框永远不会要求填写它`);
    }
  });
}

/**
 * A `readOnly` field is kept by the server: a form (or a form's date range) naming it is a mistake. The rows
 * 编辑 and 删除 are for (`when`) must be told by fields of the record.
 */
export function checkReadOnlyFields(res: ResourceConfig, say: Say): void {
  const fields = res.record.properties;
  for (const action of ["edit", "delete"] as const) {
    for (const field of Object.keys(rowActionWhen(res, action) ?? {})) {
      if (!(field in fields)) say(`/list/actions/${action}/when/${field}`, unknownField(field, Object.keys(fields)));
    }
  }
  res.form?.fields.forEach((f, i) => {
    for (const [name, key] of [
      [f.field, "field"],
      [f.endField, "endField"],
    ] as const) {
      if (name && fields[name]?.readOnly)
        say(`/form/fields/${i}/${key}`, `"${name}" 是只读字段（由服务端维护），不能放在表单中`);
    }
  });
}
