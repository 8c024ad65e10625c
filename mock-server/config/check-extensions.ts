import type { ExtensionKind } from "../../src/types/generated/extension.js";
import type { RecordField, ResourceConfig } from "../../src/types/generated/resource.js";
import type { ConfigProblem } from "./problems.js";
import { chineseMessage } from "./extension-messages.js";
import { didYouMean } from "./did-you-mean.js";
import {
  builtinNames,
  builtinPropsValidator,
  extensionEntry,
  type ExtensionEntryOf,
  type ExtensionSet,
} from "./extensions.js";

type Say = (pointer: string, message: string) => void;

const kindTitle: Record<ExtensionKind, string> = {
  renderer: "列渲染类型",
  widget: "控件类型",
  queryWidget: "查询控件类型",
  action: "扩展动作",
};
const systemTypes: Record<string, RecordField["type"]> = { id: "integer", created_at: "string", updated_at: "string" };

/** One place the config names a renderer, widget or action, with its props. */
interface Use {
  kind: ExtensionKind;
  /** The key holding the name: `render`, `widget` or `handler`. */
  key: string;
  name?: string;
  props?: Record<string, unknown>;
  /** Pointer of the object holding both. */
  at: string;
  /** The record field shown (renderers and widgets), and the fields props may name. */
  field?: string;
  fields: Record<string, RecordField>;
}

function checkProps(use: Use, entry: ExtensionEntryOf | undefined, say: Say): void {
  const { kind, name, props, at } = use;
  const validate = entry ? entry.validateProps : builtinPropsValidator(kind, name!);
  if (!validate) {
    if (props) say(`${at}/props`, `${kindTitle[kind]} "${name}" 不接受 props`);
    return;
  }
  if (!validate(props ?? {})) {
    const known = Object.keys((validate.schema as { properties?: object }).properties ?? {});
    for (const e of validate.errors ?? []) {
      const extra = e.keyword === "additionalProperties" ? (e.params as { additionalProperty: string }) : undefined;
      const hint = extra ? didYouMean(extra.additionalProperty, known) : "";
      say(props ? `${at}/props${e.instancePath}` : at, `props ${chineseMessage(e)}${hint}`);
    }
  }
  for (const key of entry?.fieldProps ?? []) {
    const value = props?.[key];
    if (typeof value === "string" && !(value in use.fields))
      say(`${at}/props/${key}`, `未知的字段 "${value}"${didYouMean(value, Object.keys(use.fields))}`);
  }
}

function checkUse(use: Use, extensions: ExtensionSet, say: Say): void {
  const { kind, key, name, at } = use;
  if (name === undefined) {
    if (use.props) say(`${at}/props`, `props 是 ${key} 的选项：写了 props 就要写明 ${key}`);
    return;
  }
  const entry = extensionEntry(extensions, kind, name);
  if (!entry && !builtinNames(kind).includes(name)) {
    const known = [...builtinNames(kind), ...extensions.entries.filter((e) => e.kind === kind).map((e) => e.name)];
    return say(`${at}/${key}`, `未知的${kindTitle[kind]} "${name}"${didYouMean(name, known)}`);
  }
  checkProps(use, entry, say);
  const type = use.field === undefined ? undefined : (use.fields[use.field]?.type ?? systemTypes[use.field]);
  if (entry?.fieldTypes && type && !entry.fieldTypes.includes(type))
    say(`${at}/${key}`, `${kindTitle[kind]} "${name}" 只用于 ${entry.fieldTypes.join("、")} 类型的字段，"${use.field}" 是 ${type}`);
}

/**
 * What the schema cannot check about renderers, widgets and actions now that extensions may add them: every
 * name is a built-in or an extension's ("did you mean" otherwise), its `props` fit its JSON Schema fragment (a
 * built-in's from src/common/builtin-props.ts, an extension's `propsSchema`), props naming fields name the
 * record's, and an extension's declared field types and action scope hold. Also reports the manifests' own
 * problems (`extensions/<name>/extension.json#…`), so one call gives everything at once.
 */
export function checkExtensions(resources: Record<string, ResourceConfig>, extensions: ExtensionSet): ConfigProblem[] {
  const problems = [...extensions.problems];
  for (const res of Object.values(resources)) {
    const file = `resources/${res.name}.json`;
    const say: Say = (pointer, message) => problems.push({ file, pointer, message });
    const fields = res.record.properties;
    const check = (use: Use) => checkUse(use, extensions, say);
    res.list.columns.forEach((c, i) =>
      check({ kind: "renderer", key: "render", name: c.render, props: c.props, at: `/list/columns/${i}`, field: c.field, fields }),
    );
    res.show?.sections.forEach((section, s) =>
      section.fields.forEach((f, i) => {
        // A section field without its own renderer takes the list column's, checked above.
        const listed = res.list.columns.find((c) => c.field === f.field);
        const at = `/show/sections/${s}/fields/${i}`;
        const props = listed?.render === f.render ? listed?.props : undefined;
        if (f.render) check({ kind: "renderer", key: "render", name: f.render, props, at, field: f.field, fields });
      }),
    );
    res.list.query?.forEach((q, i) =>
      check({ kind: "queryWidget", key: "widget", name: q.widget, props: q.props, at: `/list/query/${i}`, field: q.field, fields }),
    );
    res.form?.fields.forEach((f, i) =>
      check({ kind: "widget", key: "widget", name: f.widget, props: f.props, at: `/form/fields/${i}`, field: f.field, fields }),
    );
    res.list.actions?.custom?.forEach((action, i) => {
      const at = `/list/actions/custom/${i}`;
      check({ kind: "action", key: "handler", name: action.handler, props: action.props, at, fields });
      const entry = action.handler && extensionEntry(extensions, "action", action.handler);
      if (entry && entry.scope && entry.scope !== action.scope)
        say(`${at}/scope`, `扩展动作 "${entry.name}" 只用于 ${entry.scope === "row" ? "行内（row）" : "工具栏（toolbar）"}`);
      const input = action.input?.properties ?? {};
      action.fields?.forEach((f, j) =>
        check({ kind: "widget", key: "widget", name: f.widget, props: f.props, at: `${at}/fields/${j}`, field: f.field, fields: input }),
      );
    });
  }
  return problems;
}
