import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { browserProjects, projectsWithoutBrowser } from "./test-projects.js";
import { formatTimings, seconds, type RunTimings } from "../tests/helpers/timing-reporter.js";

/**
 * `npm test`: every check and every suite, in as little wall time as two cores give.
 *
 * 1. The projects without a browser (unit, server, server-pg, component), sharing the two workers: they
 *    keep both cores busy. Beside them, the UI's build for the browser suites (~12 s).
 * 2. The browser projects, e2e then e2e-pg, one file at a time: Chromium leaves about a third of the two
 *    cores idle, waiting on the server and on its own frames. Beside them, the checks: typecheck, lint,
 *    the shipped config (~100 s of one core, most of it lint), which take that idle time.
 * The output of what runs beside the tests is kept and shown when each ends.
 *
 * A phase that fails stops the run, as `a && b` would. At the end: each project's counts and wall time,
 * the slowest tests, each phase's time, and one `N passed, N failed` line.
 */

interface Outcome {
  name: string;
  ok: boolean;
  ms: number;
}

type Command = [command: string, args: string[]];
const npx = (args: string[]): Command => ["npx", args];
const npm = (script: string): Command => ["npm", ["run", "--silent", script]];

/** Runs a command; its output goes straight through, or (when `quiet`) is kept and shown once it ends. */
function run(name: string, [command, args]: Command, quiet = false): Promise<Outcome> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => {
      const outcome = { name, ok: code === 0, ms: Date.now() - start };
      if (quiet)
        process.stdout.write(`\n== ${name}: ${outcome.ok ? "ok" : "FAILED"} (${seconds(outcome.ms)})\n${output}`);
      resolve(outcome);
    });
  });
}

const timingsDir = mkdtempSync(join(tmpdir(), "omo-test-timings-"));
const timingsFile = join(timingsDir, "runs.jsonl");
process.env.OMO_TEST_TIMINGS = timingsFile;

const projects = (names: string[]) => names.flatMap((name) => ["--project", name]);

const phases: (() => Promise<Outcome[]>)[] = [
  () =>
    Promise.all([
      run(`vitest: ${projectsWithoutBrowser.join(", ")}`, npx(["vitest", "run", ...projects(projectsWithoutBrowser)])),
      run("build", npx(["tsx", "scripts/build-ui.ts"]), true),
    ]),
  () =>
    Promise.all([
      // e2e, then e2e-pg (their sequence.groupOrder).
      run(`vitest: ${browserProjects.join(", ")}`, npx(["vitest", "run", ...projects(browserProjects)])),
      run("typecheck", npm("typecheck"), true),
      run("lint", npm("lint"), true),
      run("check:config", npm("check:config"), true),
    ]),
];

const started = Date.now();
const outcomes: Outcome[] = [];
for (const phase of phases) {
  const done = await phase();
  outcomes.push(...done);
  if (done.some((o) => !o.ok)) break;
}

// The vitest runs' figures, summed up: one table of every project, the slowest tests of them all.
const runs: RunTimings[] = (() => {
  try {
    return readFileSync(timingsFile, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
})();
rmSync(timingsDir, { recursive: true, force: true });
const all: RunTimings = { projects: runs.flatMap((r) => r.projects), tests: runs.flatMap((r) => r.tests) };
console.log("\n==== npm test");
console.log(formatTimings(all));
console.log("\nphases:");
for (const o of outcomes) console.log(`${seconds(o.ms).padStart(8)}  ${o.ok ? "ok    " : "FAILED"} ${o.name}`);
console.log(`${seconds(Date.now() - started).padStart(8)}  in all`);
const count = (key: "passed" | "failed" | "skipped") => all.projects.reduce((n, p) => n + p[key], 0);
const failed = outcomes.filter((o) => !o.ok).map((o) => o.name);
console.log(`\ntests: ${count("passed")} passed, ${count("failed")} failed, ${count("skipped")} skipped`);
if (failed.length) console.log(`failed: ${failed.join(", ")}`);
process.exit(failed.length ? 1 : 0);
