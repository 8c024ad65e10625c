import type { Plugin } from "vite";
import type { CodeSplittingOptions } from "rolldown";
import { moduleReach } from "./module-reach.js";

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

/** The entry's modules: they end up in the entry's own chunk (`index-<hash>.js`). */
export const BOOT = "boot";

/**
 * Each module's chunk: `boot` for the entry's modules, else the first-screen pages whose code it is part of
 * (`shell+list`). A module none of these pages needs, and each page's own module, are left out: the bundler
 * chunks them as it would. `reached(from)` is the code the modules `from` bring in. Every page that needs a
 * module needs what that module needs, so a chunk only imports the entry's, or chunks named after a
 * superset of its pages: there is no cycle between them.
 */
export function chunkNames(
  ids: readonly string[],
  entries: readonly string[],
  reached: (from: readonly string[]) => Set<string>,
): Map<string, string> {
  const boot = reached(entries);
  const isPage = (id: string) => Object.values(FIRST_SCREEN_PAGES).some((test) => test.test(id));
  const pages = Object.entries(FIRST_SCREEN_PAGES).map(
    ([name, test]) => [name, reached(ids.filter((id) => test.test(id)))] as const,
  );
  const names = new Map<string, string>();
  for (const id of ids) {
    if (isPage(id)) continue;
    const users = boot.has(id) ? [BOOT] : pages.filter(([, needs]) => needs.has(id)).map(([name]) => name);
    if (users.length) names.set(id, users.join("+"));
  }
  return names;
}

interface BuiltChunk {
  isEntry?: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * What is wrong with the built chunks, if anything: a cycle of static imports (a chunk could run a module
 * before one it needs), or a named chunk importing one that is not the entry's and not named after a
 * superset of its pages (a page would load code it does not need: the graph read missed an import).
 */
export function chunkProblems(chunks: Record<string, BuiltChunk>, names: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const pagesOf = (file: string) => {
    const chunk = chunks[file];
    if (!chunk || chunk.isEntry) return null;
    const name = chunk.moduleIds.map((id) => names.get(id)).find((n) => n !== undefined);
    return name === undefined || name === BOOT ? null : new Set(name.split("+"));
  };
  for (const [file, chunk] of Object.entries(chunks)) {
    const pages = pagesOf(file);
    if (!pages) continue;
    for (const imported of chunk.imports) {
      if (chunks[imported]?.isEntry) continue;
      const theirs = pagesOf(imported);
      if (!theirs || [...pages].some((page) => !theirs.has(page)))
        problems.push(`${file} (${[...pages].join("+")}) imports ${imported}`);
    }
  }
  const state = new Map<string, "open" | "done">();
  const visit = (file: string, path: string[]): string[] | null => {
    state.set(file, "open");
    for (const next of chunks[file]?.imports ?? []) {
      if (state.get(next) === "open") return [...path.slice(path.indexOf(next)), next];
      const cycle = state.has(next) ? null : visit(next, [...path, next]);
      if (cycle) return cycle;
    }
    state.set(file, "done");
    return null;
  };
  for (const file of Object.keys(chunks)) {
    const cycle = state.has(file) ? null : visit(file, [file]);
    if (cycle) problems.push(`chunks import each other in a cycle: ${cycle.join(" → ")}`);
  }
  return problems;
}

/**
 * Fewer, larger chunks for the first screens. Left to itself, the bundler made a chunk for each set of
 * lazy pages and widgets sharing some code: a list page came in 95 files, the login page in 36. A browser
 * opens six connections to a server, so the files queued, and each one costs a request and a module to
 * link. Here the entry's code is one chunk, and the code of the login, shell, home and list pages is
 * grouped by which of those pages need it. Other pages and lazy widgets are chunked by the bundler; where
 * one needs a module of these groups, it loads that group.
 *
 * Each module's chunk is decided here, so the bundler is told not to pull a module's imports into its
 * group (`includeDependenciesRecursively: false`). Rolldown advises `strictExecutionOrder` with that, against
 * chunks that import each other; the build checks the chunks instead (chunkProblems) and fails on one.
 */
export function firstScreenChunks(): { plugin: Plugin; codeSplitting: CodeSplittingOptions } {
  let names = new Map<string, string>();
  const plugin: Plugin = {
    name: "omo-first-screen-chunks",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      names = chunkNames(
        ids,
        ids.filter((id) => info(id)?.isEntry),
        moduleReach(info),
      );
    },
    generateBundle(_, bundle) {
      const chunks = Object.fromEntries(
        Object.entries(bundle).flatMap(([file, out]) => (out.type === "chunk" ? [[file, out]] : [])),
      );
      const problems = chunkProblems(chunks, names);
      if (problems.length) this.error(`the first screens' chunks:\n${problems.join("\n")}`);
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
          includeDependenciesRecursively: false,
        },
      ],
    },
  };
}
