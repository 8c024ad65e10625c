import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Ajv, { type ValidateFunction } from "ajv";
import type { ExtensionEntry, ExtensionKind, ExtensionManifest } from "../../src/types/generated/extension.js";
import { builtinPropsSchemas } from "../../src/common/builtin-props.js";
import type { ActionHandler } from "../resources/actions/types.js";
import type { ConfigProblem } from "./problems.js";
import { readCheckedJson } from "./extension-messages.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The extensions folder: one sub-folder per extension (`extensions/<name>/extension.json`, `client.tsx`, `server.ts`). */
export const extensionsDir = join(root, "extensions");

/** One registered name with where it comes from and the compiled check of its `props` (none: it takes none). */
export interface ExtensionEntryOf extends ExtensionEntry {
  /** The extension's folder name. */
  extension: string;
  /** Where it is declared: `extensions/<folder>/extension.json` and the pointer of the entry. */
  file: string;
  pointer: string;
  validateProps?: ValidateFunction;
}

/** What the extensions folder provides, and the problems of its manifests (as config problems). */
export interface ExtensionSet {
  entries: ExtensionEntryOf[];
  problems: ConfigProblem[];
}

/** What `extensions/<name>/server.ts` exports: the handlers of the actions its extension.json declares. */
export interface ExtensionServer {
  actions: Record<string, ActionHandler>;
}

// Fragments come from developers, not admins: no strict mode, so `description` and friends are welcome.
const ajv = new Ajv({ allErrors: true, strict: false });
const manifestSchema = JSON.parse(readFileSync(join(root, "schemas/extension.schema.json"), "utf8"));
const validateManifest = ajv.compile<ExtensionManifest>(manifestSchema);
const resourceSchema = JSON.parse(readFileSync(join(root, "schemas/resource.schema.json"), "utf8"));

const builtinDefinition: Record<Exclude<ExtensionKind, "action">, string> = {
  renderer: "ColumnRender",
  widget: "FieldWidget",
  queryWidget: "QueryWidget",
};

/** The built-in names of a kind, as the resource schema lists them (actions have none: theirs are per resource). */
export function builtinNames(kind: ExtensionKind): string[] {
  return kind === "action" ? [] : resourceSchema.definitions[builtinDefinition[kind]].enum;
}

const builtinValidators = new Map<string, ValidateFunction>();
/** The compiled props fragment of a built-in renderer or widget, or undefined when it takes no props. */
export function builtinPropsValidator(kind: ExtensionKind, name: string): ValidateFunction | undefined {
  const fragment = kind === "action" ? undefined : builtinPropsSchemas[kind][name];
  if (!fragment) return undefined;
  const key = `${kind}:${name}`;
  if (!builtinValidators.has(key)) builtinValidators.set(key, ajv.compile(fragment));
  return builtinValidators.get(key);
}

// Renderers and widgets are written like the built-ins (`numberRange`), actions like action names (`set-field`).
const namePattern = (kind: ExtensionKind) => (kind === "action" ? /^[a-z][a-z0-9-]*$/ : /^[a-z][a-zA-Z0-9]*$/);
const kindTitle: Record<ExtensionKind, string> = {
  renderer: "列渲染类型",
  widget: "控件类型",
  queryWidget: "查询控件类型",
  action: "扩展动作",
};

const folders = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !d.name.startsWith("."))
        .map((d) => d.name)
        .sort()
    : [];

/** The entries of one manifest, or its problems. */
function readManifest(dir: string, folder: string, problems: ConfigProblem[]): ExtensionEntryOf[] {
  const file = `extensions/${folder}/extension.json`;
  const say = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const manifest = readCheckedJson(
    join(dir, folder, "extension.json"),
    validateManifest,
    say,
    "缺少 extension.json（说明这个扩展注册了什么）",
  );
  if (!manifest) return [];
  if (manifest.name !== folder) say("/name", `应与文件夹名 "${folder}" 相同`);
  const hasServer = existsSync(join(dir, folder, "server.ts"));
  return manifest.provides.flatMap((entry, i) => {
    const pointer = `/provides/${i}`;
    const before = problems.length;
    if (!namePattern(entry.kind).test(entry.name))
      say(`${pointer}/name`, entry.kind === "action" ? "动作名应为小写字母、数字和 -" : "名称应为小驼峰（如 numberRange）");
    if (builtinNames(entry.kind).includes(entry.name))
      say(`${pointer}/name`, `与内置的${kindTitle[entry.kind]} "${entry.name}" 重名`);
    if (entry.kind === "action" && !hasServer) say(pointer, `动作需要 extensions/${folder}/server.ts 导出它的处理函数`);
    let validateProps: ValidateFunction | undefined;
    if (entry.propsSchema) {
      if (entry.propsSchema.type !== "object") say(`${pointer}/propsSchema/type`, 'props 是一个对象：应为 "object"');
      try {
        validateProps = ajv.compile(entry.propsSchema);
      } catch (err) {
        say(`${pointer}/propsSchema`, `不是有效的 JSON Schema（${(err as Error).message}）`);
      }
    }
    return problems.length > before ? [] : [{ ...entry, extension: folder, file, pointer, validateProps }];
  });
}

/**
 * Reads every `extensions/<name>/extension.json` (synchronously: the config check needs only the data) and
 * checks them: the manifest's schema, names (kind's style, not a built-in's, not another extension's), props
 * fragments that compile, a server.ts for actions. A broken entry is left out and reported.
 */
export function readExtensions(dir = extensionsDir): ExtensionSet {
  const problems: ConfigProblem[] = [];
  const entries: ExtensionEntryOf[] = [];
  for (const folder of folders(dir)) {
    for (const entry of readManifest(dir, folder, problems)) {
      const twin = entries.find((e) => e.kind === entry.kind && e.name === entry.name);
      if (twin)
        problems.push({
          file: entry.file,
          pointer: `${entry.pointer}/name`,
          message: `${kindTitle[entry.kind]} "${entry.name}" 已由 ${twin.file} 注册`,
        });
      else entries.push(entry);
    }
  }
  return { entries, problems };
}

/** The entry of a kind under a name, if an extension provides it. */
export const extensionEntry = (set: ExtensionSet, kind: ExtensionKind, name: string) =>
  set.entries.find((e) => e.kind === kind && e.name === name);

/** Imports every server.ts and pairs its handlers with the actions the manifests declare, both ways. */
async function importActions(dir: string): Promise<Map<string, ActionHandler>> {
  const { entries } = readExtensions(dir);
  const handlers = new Map<string, ActionHandler>();
  for (const folder of folders(dir)) {
    const path = join(dir, folder, "server.ts");
    if (!existsSync(path)) continue;
    const mod = (await import(pathToFileURL(path).href)) as Partial<ExtensionServer>;
    for (const [name, handler] of Object.entries(mod.actions ?? {})) {
      if (!entries.some((e) => e.kind === "action" && e.name === name && e.extension === folder))
        throw new Error(`extensions/${folder}/server.ts: action "${name}" is not declared in its extension.json`);
      handlers.set(name, handler);
    }
  }
  const missing = entries.find((e) => e.kind === "action" && !handlers.has(e.name));
  if (missing) throw new Error(`extensions/${missing.extension}/server.ts exports no handler for "${missing.name}"`);
  return handlers;
}

const loaded = new Map<string, Promise<Map<string, ActionHandler>>>();

/**
 * The handlers of the extensions' actions, imported once per folder. Call it at start, so a server.ts that
 * fails to load (or lacks a declared handler) stops the start instead of the first click on its button.
 */
export function loadExtensionActions(dir = extensionsDir): Promise<Map<string, ActionHandler>> {
  let handlers = loaded.get(dir);
  if (!handlers) loaded.set(dir, (handlers = importActions(dir)));
  return handlers;
}

/** The handler of an extension's action (`handler` of a custom action); the config check vouched for the name. */
export async function extensionAction(name: string): Promise<ActionHandler> {
  const handler = (await loadExtensionActions()).get(name);
  if (!handler) throw new Error(`no extension provides the action "${name}"`);
  return handler;
}

/** One name the config may use for a kind, for the designer's pickers and its checking as you type. */
export interface CatalogueItem {
  name: string;
  /** An extension's title; built-ins have none (the designer labels them itself). */
  title?: string;
  /** The extension's folder; none for a built-in. */
  extension?: string;
  propsSchema?: Record<string, unknown>;
  fieldTypes?: ExtensionEntry["fieldTypes"];
  scope?: ExtensionEntry["scope"];
}

/**
 * Every name of every kind, built-ins first, each with the fragment its `props` are checked against: what
 * `GET /config/schemas` serves beside the JSON Schemas, so the designer offers and checks the same names.
 */
export function extensionCatalogue(set: ExtensionSet): Record<ExtensionKind, CatalogueItem[]> {
  const kinds: ExtensionKind[] = ["renderer", "widget", "queryWidget", "action"];
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      [
        ...builtinNames(kind).map((name) => ({
          name,
          propsSchema: kind === "action" ? undefined : builtinPropsSchemas[kind][name],
        })),
        ...set.entries
          .filter((e) => e.kind === kind)
          .map(({ name, title, extension, propsSchema, fieldTypes, scope }) => ({
            name,
            title,
            extension,
            propsSchema,
            fieldTypes,
            scope,
          })),
      ],
    ]),
  ) as Record<ExtensionKind, CatalogueItem[]>;
}
