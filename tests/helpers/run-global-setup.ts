import { rmSync } from "node:fs";
import { templateDirs } from "./templates.js";

/**
 * Names the test run (the pid of its main process, inherited by its workers) so the seeded templates the
 * apps copy from are this run's own, and removes their folder when the run ends. Two runs on one machine
 * (two checkouts) then never copy, nor remove, each other's.
 */
export default function runGlobalSetup(): () => void {
  process.env.OMO_TEST_RUN ??= String(process.pid);
  return () => rmSync(templateDirs(), { recursive: true, force: true });
}
