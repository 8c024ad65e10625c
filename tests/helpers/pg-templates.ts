import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp, type BuildOptions } from "../../mock-server/app.js";
import { pgTemplate, testRun } from "./postgres.js";

/** Where each template's upload folder is kept (the rows of a copied database name its files), per run. */
export const templateDirs = () => join(tmpdir(), `omo-pg-templates-${testRun()}`);

/** Every file of a config folder, hashed: a test that edits a copy of config/ gets a template of its own. */
function folderHash(dir: string): string {
  const hash = createHash("sha1");
  for (const name of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const path = join(dir, name);
    try {
      hash.update(name).update(readFileSync(path));
    } catch {
      // a folder
    }
  }
  return hash.digest("hex");
}

/**
 * What decides an app's seeded data: its config, whether and with which passwords it seeds, and its
 * clock at the start (the seed's lessons are placed around it). Undefined when it cannot be told (the
 * caller brings its own seed generators): that app seeds its own database.
 */
function templateKey(options: BuildOptions): string | undefined {
  if (options.resourceSeeds || options.seed === false) return undefined;
  const clock = options.now ? options.now() : new Date().toISOString().slice(0, 13);
  const parts = JSON.stringify({
    config: options.config ?? folderHash(options.configDir ?? "config"),
    passwords: options.passwords,
    production: options.production,
    clock,
  });
  return createHash("sha1").update(parts).digest("hex").slice(0, 20);
}

/**
 * A PostgreSQL database seeded as `options` would seed it, to copy (`CREATE DATABASE … TEMPLATE`), and
 * its upload folder copied into `dataDir`; undefined when the app must seed its own.
 */
export async function seededTemplate(options: BuildOptions, dataDir: string): Promise<string | undefined> {
  const key = templateKey(options);
  if (!key) return undefined;
  const dir = join(templateDirs(), key);
  const name = await pgTemplate(key, async (url) => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const app = await buildApp({ ...options, dataDir: dir, uiDir: false, databaseUrl: url, logger: false });
    await app.ready();
    await app.close();
  });
  if (existsSync(join(dir, "uploads"))) cpSync(join(dir, "uploads"), join(dataDir, "uploads"), { recursive: true });
  return name;
}
