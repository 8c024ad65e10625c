import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";

const root = resolve(".");
const sources = [
  "src",
  "extensions",
  "index.html",
  "vite.config.ts",
  "scripts/precompress.ts",
  "scripts/antd-styles.ts",
  "scripts/first-screen-chunks.ts",
  "scripts/module-reach.ts",
  "package.json",
  "public",
];

/** Newest modification time under the UI's sources. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** Builds the UI with Vite when dist/ is missing or older than its sources. */
export async function ensureUiBuilt(): Promise<void> {
  const index = join(root, "dist", "index.html");
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newest(join(root, s))));
  if (built && built >= changed) return;
  console.log(built ? "UI sources changed: rebuilding…" : "Building the UI (first start)…");
  // A child process, so a caller's NODE_ENV (vitest sets "test") cannot turn this into a dev build.
  const vite = join(root, "node_modules", "vite", "bin", "vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("building the UI failed (see the output above)");
}
