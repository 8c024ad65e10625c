import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** What the grouping reads of a module (Rolldown's ModuleInfo has these). */
export interface ModuleView {
  id: string;
  code: string | null;
  importedIds: readonly string[];
}

/** A name a module takes from another, or all of them (`import * as`, `export *`, `require`). */
export type Names = ReadonlySet<string> | "all";

/** A module's re-exports (`export … from`): each name's module and the name it has there. */
export interface ReExports {
  named: Map<string, { ids: string[]; name: string }>;
  /** `export * from`: every name the module does not define itself. */
  star: string[];
  /** The modules its own code imports (followed whatever the importer takes). */
  own: string[];
}

const RE_EXPORT_ALL = /^export\s*\*\s*from\s*['"]([^'"]+)['"];?$/;
const RE_EXPORT_NAMED = /^export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?$/;
const IMPORT_FROM = /^import\b[^'"]*?['"]([^'"]+)['"]/;

/** The lines of a module's code, without comments, blank lines and "use client"; a `{ … }` on one line. */
function lines(code: string): string[] {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\{[^{}]*\}/g, (braces) => braces.replace(/\s+/g, " "))
    .split("\n")
    .map((line) => line.replace(/^\s*\/\/.*$/, "").trim())
    .filter((line) => line && !/^["']use client["'];?$/.test(line));
}

/**
 * A package's module that re-exports others (antd's index: `export { default as Table } from './table'`;
 * @ant-design/icons's: `export * from './icons'` beside its own code): what it re-exports, by name, and
 * what its own code imports. Null for the app's own modules and for a module whose re-exports cannot all
 * be matched to the modules it imports: it is then followed whole.
 */
export function reExports(info: ModuleView): ReExports | null {
  if (!info.code || !/[\\/]node_modules[\\/]/.test(info.id)) return null;
  const target = (specifier: string) => {
    if (!specifier.startsWith(".")) return null;
    const path = resolve(dirname(info.id), specifier);
    const ids = info.importedIds.filter(
      (id) => id === path || id.startsWith(`${path}.`) || id.startsWith(`${path}/index.`),
    );
    return ids.length ? ids : null;
  };
  const named = new Map<string, { ids: string[]; name: string }>();
  const star: string[] = [];
  const own = new Set<string>();
  for (const line of lines(info.code)) {
    const all = RE_EXPORT_ALL.exec(line);
    const some = RE_EXPORT_NAMED.exec(line);
    const imported = IMPORT_FROM.exec(line);
    if (all || some) {
      const ids = target(all ? all[1] : some![2]);
      if (!ids) return null;
      if (all) star.push(...ids);
      for (const part of some ? some[1].split(",") : []) {
        const [name, as = name] = part.trim().split(/\s+as\s+/);
        if (!/^[\w$]+$/.test(name) || !/^[\w$]+$/.test(as)) return null;
        named.set(as, { ids, name });
      }
    } else if (imported) {
      for (const id of target(imported[1]) ?? []) own.add(id);
    } else if (/^(?:import|export)\b.*\bfrom\b/.test(line) || /^export\s*\*/.test(line)) return null;
  }
  if (!named.size && !star.length) return null;
  // What no re-export line names is the module's own (a bare package's import, say).
  const reExported = new Set([...star, ...[...named.values()].flatMap((entry) => entry.ids)]);
  for (const id of info.importedIds) if (!reExported.has(id)) own.add(id);
  return { named, star, own: [...own] };
}

/** A `sideEffects` pattern of package.json as a test of a path in the package (`*.css` is any CSS file). */
function sideEffectsPattern(pattern: string): RegExp {
  const path = pattern.replace(/^\.\//, "");
  const glob = path.includes("/") ? path : `**/${path}`;
  const source = glob
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) =>
      part === "**/"
        ? "(?:.*/)?"
        : part === "**"
          ? ".*"
          : part === "*"
            ? "[^/]*"
            : part === "?"
              ? "[^/]"
              : part.replace(/[.+^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`^${source}$`);
}

const packages = new Map<string, { root: string; sideEffects: unknown } | null>();

/** The package a module of node_modules is in: its folder and package.json's `sideEffects`. */
function packageOf(dir: string): { root: string; sideEffects: unknown } | null {
  if (!/[\\/]node_modules[\\/]/.test(dir)) return null;
  if (!packages.has(dir)) {
    const file = join(dir, "package.json");
    const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : null;
    // A package.json with neither (`{ "type": "module" }` in a package's es/ folder) is not the package's.
    const own = manifest && ("name" in manifest || "sideEffects" in manifest);
    packages.set(dir, own ? { root: dir, sideEffects: manifest.sideEffects } : packageOf(dirname(dir)));
  }
  return packages.get(dir)!;
}

/**
 * Whether a package says the module does nothing when imported but define its exports (package.json's
 * `sideEffects: false`, or a list of patterns it does not match): the bundler then leaves it out of a page
 * that takes none of its exports.
 */
export function declaredPure(id: string): boolean {
  const pkg = packageOf(dirname(id));
  if (!pkg) return false;
  if (pkg.sideEffects === false) return true;
  if (!Array.isArray(pkg.sideEffects)) return false;
  const path = relative(pkg.root, id).replaceAll("\\", "/");
  return !pkg.sideEffects.some((pattern) => typeof pattern === "string" && sideEffectsPattern(pattern).test(path));
}

/** `import A, { B, C as D } from "…"`, `export { B } from "…"`: the default (`A`) and B, C. */
const NAMED = /\b(?:import|export)\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*["'][^"']+["']/g;
/** `import * as x from "…"`, `import A, * as x from "…"`, `export * from "…"`: the module taken whole. */
const WHOLE = /\b(?:import|export)\s*(?:[\w$]+\s*,\s*)?\*\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g;
const FROM = /\bfrom\s*["'][^"']+["']/g;

/**
 * The names a module's code takes from others, and the modules it takes whole (as written). Every name
 * when it reads a module with `require`, or has an import the two patterns above do not read.
 */
export function importedNames(code: string): { names: Names; whole: string[] } {
  const whole = [...code.matchAll(WHOLE)].map((match) => match[1]);
  const named = [...code.matchAll(NAMED)];
  if (/\brequire\s*\(/.test(code) || (code.match(FROM)?.length ?? 0) > named.length + whole.length)
    return { names: "all", whole };
  const names = new Set<string>();
  for (const [, defaultName, list] of named) {
    if (defaultName && defaultName !== "type") names.add("default");
    for (const part of (list ?? "").split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]
        .replace(/^["']|["']$/g, "");
      if (name) names.add(name);
    }
  }
  return { names, whole };
}

/** Whether `specifier`, written in `importer`, may name the module `id` (a package's, or a relative path). */
function mayName(specifier: string, importer: string, id: string): boolean {
  const path = specifier.startsWith(".") ? resolve(dirname(importer), specifier) : `node_modules/${specifier}`;
  return id.replaceAll("\\", "/").includes(path.replaceAll("\\", "/"));
}

const union = (a: Names | undefined, b: Names): Names =>
  a === "all" || b === "all" ? "all" : new Set([...(a ?? []), ...b]);
const covers = (a: Names | undefined, b: Names) =>
  a === "all" || (a !== undefined && b !== "all" && [...b].every((name) => a.has(name)));

/**
 * What modules bring in: `reach(from)` is the modules `from` import statically, `from` included. From a
 * module re-exporting others, only the modules defining the names taken from it are followed (through
 * `export *` too), unless such a module says it has side effects. antd's and the icons' indexes re-export
 * every component and icon: followed whole, every page would seem to need all of antd and 800 icons, while
 * the bundler leaves out of a page what it does not use. A name another module has too only adds to what
 * is followed. Each module's code is read once, however many pages' reach is asked for.
 */
export function moduleReach(info: (id: string) => ModuleView | null): (from: readonly string[]) => Set<string> {
  const parsed = new Map<string, { re: ReExports | null; names: ReturnType<typeof importedNames> }>();
  const read = (module: ModuleView) => {
    if (!parsed.has(module.id))
      parsed.set(module.id, { re: reExports(module), names: importedNames(module.code ?? "") });
    return parsed.get(module.id)!;
  };
  return (from) => {
    const taken = new Map<string, Names>();
    const stack: [string, Names][] = from.map((id) => [id, "all"]);
    while (stack.length) {
      const [id, names] = stack.pop()!;
      if (covers(taken.get(id), names)) continue;
      taken.set(id, union(taken.get(id), names));
      const module = info(id);
      if (!module) continue;
      const { re, names: own } = read(module);
      // What this module's own code takes from each module it imports.
      const takes = (imported: string): Names =>
        own.whole.some((specifier) => mayName(specifier, id, imported)) ? "all" : own.names;
      if (!re) {
        for (const imported of module.importedIds) stack.push([imported, takes(imported)]);
        continue;
      }
      for (const imported of re.own) stack.push([imported, takes(imported)]);
      const all = taken.get(id)!;
      for (const target of re.star) stack.push([target, declaredPure(target) ? all : "all"]);
      for (const [as, { ids, name }] of re.named)
        for (const target of ids)
          if (all === "all" || all.has(as)) stack.push([target, new Set([name])]);
          else if (!declaredPure(target)) stack.push([target, "all"]);
    }
    return new Set(taken.keys());
  };
}
