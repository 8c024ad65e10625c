import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lintFromString, loadConfig } from "@redocly/openapi-core";
import { buildApp } from "../mock-server/app.js";

/**
 * `npm run openapi:lint`: the OpenAPI document of config/ (OMO_CONFIG_DIR), as `{apiBase}/docs/json` serves it,
 * checked with redocly's recommended rules (redocly.yaml); one line per problem, exit 1 on an error.
 * `npm run openapi:lint -- --out api.json` also writes the document (for openapi-typescript without a server).
 * The app is built on a throwaway database: no server needs to run, and data/ is not touched.
 */
const out = process.argv.includes("--out") ? process.argv[process.argv.indexOf("--out") + 1] : undefined;
const dataDir = mkdtempSync(join(tmpdir(), "omo-openapi-"));
let errors = 0;
try {
  const app = await buildApp({
    dataDir,
    dbPath: ":memory:",
    uiDir: false,
    seed: false,
    configDir: process.env.OMO_CONFIG_DIR,
  });
  const source = (await app.inject({ method: "GET", url: `${app.omoConfig.app.apiBase}/docs/json` })).body;
  await app.close();
  if (out) writeFileSync(out, source);
  const config = await loadConfig({ configPath: "redocly.yaml" });
  const problems = await lintFromString({ source, absoluteRef: out ?? "openapi.json", config });
  for (const p of problems) console.log(`${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ""}: ${p.message}`);
  errors = problems.filter((p) => p.severity === "error").length;
  console.log(`OpenAPI 文档：${errors} 个错误，${problems.length - errors} 个警告${out ? `，已写入 ${out}` : ""}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(errors ? 1 : 0);
