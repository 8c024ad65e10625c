import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join, relative, resolve } from "node:path";
import { databaseFile, fileNameOf } from "../mock-server/data-dir.js";
import { buildApp } from "../mock-server/app.js";
import { openSqlite } from "../mock-server/plugins/database.js";
import { openStore } from "../mock-server/db/index.js";
import { copyStore, CopyRefused } from "../mock-server/db/copy.js";

/**
 * `npm run db:copy -- --to postgres://… [--uploads <dir>]`: moves a SQLite install to PostgreSQL — the
 * upgrade path to many server processes (docs/deploy.md). The target database is migrated and given the
 * config's tables, then every row is copied in one transaction and checked (row count and checksum per
 * table); the stored files are copied to the shared upload folder and checked byte for byte. The SQLite
 * file is only read. Stop the server first, so that no write lands after the copy.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const to = option("--to");
if (!to || !/^postgres(ql)?:\/\//.test(to)) {
  console.error("usage: npm run db:copy -- --to postgres://user@host:5432/database [--uploads <shared upload folder>]");
  process.exit(2);
}
const dataDir = resolve(process.env.OMO_DATA_DIR ?? "data");
const configDir = resolve(process.env.OMO_CONFIG_DIR ?? "config");
const file = databaseFile(dataDir, fileNameOf(configDir));
if (!existsSync(file)) {
  console.error(`no database at ${file}: nothing to copy (OMO_DATA_DIR names the data folder)`);
  process.exit(1);
}
const fromUploads = join(dataDir, "uploads");
const toUploads = resolve(option("--uploads") ?? process.env.OMO_UPLOAD_DIR ?? fromUploads);

// The target made as a server makes it at start (migrations, the config's tables), with no demo rows.
const prepared = await buildApp({ dataDir, configDir, databaseUrl: to, seed: false, uiDir: false });
await prepared.close();

const sqlite = openSqlite(file);
const from = openStore({ sqlite });
const target = openStore({ url: to });
try {
  const report = await copyStore(from, target);
  const width = Math.max(...report.map((r) => r.table.length));
  for (const r of report)
    console.log(`  ${r.table.padEnd(width)}  ${String(r.rows).padStart(8)} rows  ${r.checksum.slice(0, 16)}`);
  console.log(
    `copied ${report.length} tables, ${report.reduce((n, r) => n + r.rows, 0)} rows: counts and checksums match`,
  );
  const files = copyUploads(fromUploads, toUploads);
  console.log(
    toUploads === fromUploads
      ? `uploads stay in ${toUploads} (${files} files)`
      : `copied ${files} files to ${toUploads}, checked`,
  );
} catch (err) {
  if (!(err instanceof CopyRefused)) throw err;
  console.error(`copy refused, the target is unchanged: ${err.message}`);
  process.exitCode = 1;
} finally {
  await from.close();
  sqlite.close();
  await target.close();
}

/** Copies every stored file to the shared folder and checks each copy's bytes; answers how many. */
function copyUploads(fromDir: string, toDir: string): number {
  if (!existsSync(fromDir)) return 0;
  const files = readdirSync(fromDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  if (toDir === fromDir) return files.length;
  cpSync(fromDir, toDir, { recursive: true, errorOnExist: false, force: false });
  const sum = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
  for (const e of files) {
    const path = join(e.parentPath, e.name);
    const copy = join(toDir, relative(fromDir, path));
    if (sum(path) !== sum(copy)) throw new Error(`${copy} differs from ${path}`);
  }
  return files.length;
}
