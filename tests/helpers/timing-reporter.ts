import { appendFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/** One project's figures in a run: how many tests ended how, and its wall time. */
export interface ProjectTiming {
  project: string;
  passed: number;
  failed: number;
  skipped: number;
  /** From its first file's start to its last file's end, in ms. */
  wallMs: number;
}

/** One test's time (its own body and hooks), in ms. */
export interface TestTiming {
  project: string;
  name: string;
  ms: number;
}

/** What a run leaves for `scripts/test.ts` (one JSON line per vitest run, in OMO_TEST_TIMINGS). */
export interface RunTimings {
  projects: ProjectTiming[];
  tests: TestTiming[];
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The projects' table and the slowest tests, as `npm test` prints them at its end. */
export function formatTimings({ projects, tests }: RunTimings, slowest = 15): string {
  const lines = ["", "project      passed failed skipped     wall"];
  for (const p of projects) {
    lines.push(
      `${p.project.padEnd(12)} ${String(p.passed).padStart(6)} ${String(p.failed).padStart(6)} ` +
        `${String(p.skipped).padStart(7)} ${seconds(p.wallMs).padStart(8)}`,
    );
  }
  lines.push("", `the ${slowest} slowest tests:`);
  for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
    lines.push(`${seconds(t.ms).padStart(8)}  ${t.project.padEnd(10)} ${t.name}`);
  }
  return lines.join("\n");
}

/**
 * Times each project of a vitest run by the wall clock (its files start and end while other projects'
 * files run too) and each test by its own duration. Prints them at the run's end; with
 * OMO_TEST_TIMINGS set (npm test), appends them to that file instead, for `scripts/test.ts` to print.
 */
export default class TimingReporter implements Reporter {
  private readonly starts = new Map<string, number>();
  private readonly ends = new Map<string, number>();

  // Queued: when a worker takes the file up, before its imports and setup, which count too.
  onTestModuleQueued(module: TestModule): void {
    this.starts.set(module.moduleId + module.project.name, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ends.set(module.moduleId + module.project.name, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, ProjectTiming & { first: number; last: number }>();
    const tests: TestTiming[] = [];
    for (const module of modules) {
      const name = module.project.name;
      const key = module.moduleId + name;
      const p = byProject.get(name) ?? {
        project: name,
        passed: 0,
        failed: 0,
        skipped: 0,
        wallMs: 0,
        first: Infinity,
        last: 0,
      };
      byProject.set(name, p);
      p.first = Math.min(p.first, this.starts.get(key) ?? Infinity);
      p.last = Math.max(p.last, this.ends.get(key) ?? 0);
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") p.passed++;
        else if (state === "failed") p.failed++;
        else p.skipped++;
        const ms = test.diagnostic()?.duration;
        if (ms !== undefined) tests.push({ project: name, name: `${module.relativeModuleId} › ${test.fullName}`, ms });
      }
    }
    const projects = [...byProject.values()].map(({ first, last, ...p }) => ({
      ...p,
      wallMs: Number.isFinite(first) && last > first ? last - first : 0,
    }));
    const timings: RunTimings = { projects, tests };
    // Under npm test, its summary at the very end says it: once is enough.
    if (process.env.OMO_TEST_TIMINGS) appendFileSync(process.env.OMO_TEST_TIMINGS, `${JSON.stringify(timings)}\n`);
    else process.stdout.write(`${formatTimings(timings)}\n`);
  }
}
