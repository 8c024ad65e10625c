import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../mock-server/app.js";
import { readConfigFiles } from "../mock-server/config/files.js";

/** Median of a list of milliseconds. */
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/**
 * Live config (docs/architecture.md): how long a saved file takes to be served, on the shipped config.
 * - reload: read the folder, check every file, plan against the database, apply, build the new version's
 *   handler and swap (one title changed, so no table work);
 * - announced: from the file written to the event a browser's stream receives (the watcher's settle time,
 *   150 ms, included), which is what an open page waits for before refetching.
 */
export async function benchConfigReload(rounds = 7): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "omo-bench-config-"));
  const configDir = join(root, "config");
  cpSync("config", configDir, { recursive: true });
  // The school module's campus page; each round saves the app's own copy over it, as the designer does.
  const file = join(configDir, "resources", "campus.json");
  const original = JSON.parse(readConfigFiles("config").get("resources/campus.json")!);
  const retitle = (i: number) => writeFileSync(file, JSON.stringify({ ...original, title: `校区 ${i}` }, null, 2));

  const app = await buildApp({ dataDir: join(root, "data"), configDir, uiDir: false, seed: false });
  const reloads: number[] = [];
  for (let i = 0; i < rounds; i++) {
    retitle(i);
    const t0 = performance.now();
    await app.configRuntime.reload();
    reloads.push(performance.now() - t0);
  }
  await app.close();

  const watched = await buildApp({
    dataDir: join(root, "data"),
    configDir,
    uiDir: false,
    seed: false,
    watchConfig: true,
  });
  await watched.listen({ port: 0, host: "127.0.0.1" });
  const port = (watched.server.address() as { port: number }).port;
  const stream = (await fetch(`http://127.0.0.1:${port}/api/config/events`)).body!.getReader();
  const nextEvent = async () => {
    let text = "";
    while (!text.includes("\n\n")) text += new TextDecoder().decode((await stream.read()).value);
  };
  await nextEvent();
  const announced: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    retitle(100 + i);
    await nextEvent();
    announced.push(performance.now() - t0);
  }
  await stream.cancel();
  await watched.close();
  rmSync(root, { recursive: true, force: true });
  console.log(
    `config change (shipped config, ${rounds} rounds, median): reload ${median(reloads).toFixed(0)} ms; ` +
      `file saved → browser stream told ${median(announced).toFixed(0)} ms`,
  );
}
