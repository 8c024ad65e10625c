import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";

/**
 * After `npm run test:coverage`: the line coverage of the two trees the suites guard most, the server
 * (mock-server/) and the engine (src/engine/), from v8's summary of each file.
 */
type Totals = { total: number; covered: number };
const summary = JSON.parse(readFileSync("coverage/coverage-summary.json", "utf8")) as Record<string, { lines: Totals }>;
const root = resolve(".");
for (const folder of ["mock-server/", "src/engine/"]) {
  let total = 0;
  let covered = 0;
  for (const [file, { lines }] of Object.entries(summary)) {
    if (file === "total" || !relative(root, file).startsWith(folder)) continue;
    total += lines.total;
    covered += lines.covered;
  }
  const percent = total ? ((covered / total) * 100).toFixed(2) : "–";
  console.log(`${folder.padEnd(13)} lines ${percent}% (${covered} of ${total})`);
}
