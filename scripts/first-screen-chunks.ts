import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";
import type { CodeSplittingOptions, ModuleInfo } from "rolldown";

/**
 * The pages a visit's first screen opens, by the module each is loaded from: the login page, the shell
 * (the layout and the page registry every page goes through), the home page a login lands on, and the
 * list page most menu entries are.
 */
export const FIRST_SCREEN_PAGES: Record<string, RegExp> = {
  login: /src[\\/]modules[\\/]account[\\/]LoginPage\.tsx$/,
  shell: /src[\\/](?:shell[\\/]BasicLayout|app[\\/]router[\\/]RegistryPage)\.tsx$/,
  home: /src[\\/]modules[\\/]home[\\/]IndexPage\.tsx$/,
  list: /src[\\/]engine[\\/]list[\\/]ResourceListPage\.tsx$/,
};

/** The entry's own chunk: the modules every page loads first. */
export const BOOT = "boot";

/** The module graph as the grouping reads it: the entries, and what each module brings in. */
export interface Graph {
  entries: readonly string[];
  imports(id: string): readonly string[];
}

/** The modules `from` brings in, `from` included. */
function closure(graph: Graph, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.imports(id));
  }
  return seen;
}

/**
 * Each module's chunk: `boot` for the entry's modules, else the first-screen pages whose code it is part of
 * (`shell+list`). A module none of these pages needs, and each page's own module, are left out: the bundler
 * chunks them as it would. Every page that needs a module needs what it imports, so a chunk only imports
 * from the entry's or from chunks named after more pages: there is no cycle between them.
 */
export function chunkNames(graph: Graph, ids: Iterable<string>): Map<string, string> {
  const all = [...ids];
  const boot = closure(graph, graph.entries);
  const isPage = (id: string) => Object.values(FIRST_SCREEN_PAGES).some((test) => test.test(id));
  const pages = Object.entries(FIRST_SCREEN_PAGES).map(
    ([name, test]) =>
      [
        name,
        closure(
          graph,
          all.filter((id) => test.test(id)),
        ),
      ] as const,
  );
  const names = new Map<string, string>();
  for (const id of all) {
    if (isPage(id)) continue;
    const users = boot.has(id) ? [BOOT] : pages.filter(([, needs]) => needs.has(id)).map(([name]) => name);
    if (users.length) names.set(id, users.join("+"));
  }
  return names;
}

/** `export { default as Table } from './table'`, `export * from './x'`: a barrel's lines. */
const RE_EXPORT = /^export\s*(?:\*|\{\s*(?:default\s+as\s+)?([\w$]+)\s*\})\s*from\s*['"]([^'"]+)['"];?$/;

/**
 * A barrel (a package's module made only of `export … from` lines, like antd's index): the modules it
 * re-exports, by the name each gives (`*` for a module re-exported whole). Null for any other module, and
 * for a barrel whose lines cannot all be matched to the modules it imports: it is then followed whole.
 */
export function barrelExports(info: Pick<ModuleInfo, "id" | "code" | "importedIds">): Map<string, string[]> | null {
  if (!info.code || !/[\\/]node_modules[\\/]/.test(info.id)) return null;
  const lines = info.code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .map((line) => line.replace(/\/\/.*$/, "").trim())
    .filter((line) => line && !/^["']use client["'];?$/.test(line));
  const byName = new Map<string, string[]>();
  const matched = new Set<string>();
  for (const line of lines) {
    const match = RE_EXPORT.exec(line);
    if (!match) return null;
    const target = resolve(dirname(info.id), match[2]);
    const ids = info.importedIds.filter(
      (id) => id === target || id.startsWith(`${target}.`) || id.startsWith(`${target}/index.`),
    );
    if (!ids.length) return null;
    const name = match[1] ?? "*";
    byName.set(name, [...(byName.get(name) ?? []), ...ids]);
    for (const id of ids) matched.add(id);
  }
  return info.importedIds.every((id) => matched.has(id)) ? byName : null;
}

/** `import A, { B, C as D } from "…"` and `export { B } from "…"`: the default (`A`) and B, C. */
const NAMED = /\b(?:import|export)\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*["'][^"']+["']/g;
/** `import * as x from "…"`, `export * from "…"`: the module named is taken whole. */
const WHOLE = /\b(?:import|export)\s*\*\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g;

/** The names a module's code takes from other modules, and the modules it takes whole (as written). */
export function importedNames(code: string): { names: Set<string>; whole: string[] } {
  const names = new Set<string>();
  for (const [, defaultName, list] of code.matchAll(NAMED)) {
    if (defaultName && defaultName !== "type") names.add("default");
    for (const part of (list ?? "").split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return { names, whole: [...code.matchAll(WHOLE)].map((match) => match[1]) };
}

/** Whether `specifier`, written in `importer`, may name the module `id` (a package's, or a relative path). */
function mayName(specifier: string, importer: string, id: string): boolean {
  const path = specifier.startsWith(".") ? resolve(dirname(importer), specifier) : `node_modules/${specifier}`;
  return id.replaceAll("\\", "/").includes(path.replaceAll("\\", "/"));
}

/**
 * What a module brings in: its static imports, and from a barrel only the modules defining the names it
 * takes. antd's index re-exports every component: followed whole, every page would seem to need all of
 * antd, while the bundler leaves out of a page the components it does not use. A name taken from some
 * other module as well only adds to what is followed, which is safe (see chunkNames).
 */
export function followedImports(
  info: Pick<ModuleInfo, "id" | "code" | "importedIds">,
  barrel: (id: string) => Map<string, string[]> | null,
): string[] {
  const { names, whole } = importedNames(info.code ?? "");
  const followed: string[] = [];
  for (const id of info.importedIds) {
    followed.push(id);
    const exports = barrel(id);
    if (!exports) continue;
    const all = whole.some((specifier) => mayName(specifier, info.id, id));
    for (const [name, ids] of exports) if (all || name === "*" || names.has(name)) followed.push(...ids);
  }
  return followed;
}

/** A cycle of static imports between chunks (`a.js → b.js → a.js`), or null. */
export function chunkCycle(chunks: Record<string, { imports: readonly string[] }>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const visit = (file: string, path: string[]): string[] | null => {
    state.set(file, "open");
    for (const next of chunks[file]?.imports ?? []) {
      if (state.get(next) === "open") return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next, [...path, next]);
        if (cycle) return cycle;
      }
    }
    state.set(file, "done");
    return null;
  };
  for (const file of Object.keys(chunks)) {
    if (state.has(file)) continue;
    const cycle = visit(file, [file]);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Fewer, larger chunks for the first screens. Left to itself, the bundler made a chunk for each set of
 * lazy pages and widgets sharing some code: a list page came in 95 files, the login page in 36. A browser
 * opens six connections to a server, so the files queued, and each one costs a request and a module to
 * link. Here the entry's code is one chunk, and the code of the login, shell, home and list pages is
 * grouped by which of those pages need it: a list page comes in 14 files and the login page in 7, and no
 * page loads code none of its parts runs. The rest (other pages, lazy widgets) is chunked as before.
 *
 * The grouping reads the module graph before the bundler drops unused code, so a group can hold a little
 * code a page does not run (never less than it runs). A chunk importing, in a cycle, a chunk that imports
 * it could run a module before one it needs: the build fails if one appears.
 */
export function firstScreenChunks(): { plugin: Plugin; codeSplitting: CodeSplittingOptions } {
  let names = new Map<string, string>();
  const plugin: Plugin = {
    name: "omo-first-screen-chunks",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const barrels = new Map<string, Map<string, string[]> | null>();
      const barrel = (id: string) => {
        if (!barrels.has(id)) {
          const info = this.getModuleInfo(id);
          barrels.set(id, info ? barrelExports(info) : null);
        }
        return barrels.get(id)!;
      };
      names = chunkNames(
        {
          entries: ids.filter((id) => this.getModuleInfo(id)?.isEntry),
          // A barrel's modules are followed from each importer, for the names it takes.
          imports: (id) => {
            const info = this.getModuleInfo(id);
            return !info || barrel(id) ? [] : followedImports(info, barrel);
          },
        },
        ids,
      );
    },
    generateBundle(_, bundle) {
      const chunks = Object.fromEntries(
        Object.entries(bundle).flatMap(([file, out]) => (out.type === "chunk" ? [[file, out]] : [])),
      );
      const cycle = chunkCycle(chunks);
      if (cycle) this.error(`chunks import each other in a cycle: ${cycle.join(" → ")}`);
    },
  };
  return {
    plugin,
    codeSplitting: {
      groups: [
        {
          name: (id) => names.get(id) ?? null,
          debugName: "first-screen pages",
          test: (id) => names.has(id),
          // Each module's chunk is decided above; pulling in its imports would move the entry's code.
          includeDependenciesRecursively: false,
        },
      ],
    },
  };
}
