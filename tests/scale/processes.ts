import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** One real server process (`mock-server/main.ts`, API only) on a database it may share with others. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed, for a failure's message. */
  output(): string;
  /** Waits for the process to end; answers its exit code (null when killed by a signal) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let nextPort = 17100 + (process.pid % 200) * 4;

/**
 * Starts a server the way an operator does (`mock-server/main.ts`), with a data folder of its own,
 * and answers once it listens. `env` adds OMO_DATABASE_URL, OMO_UPLOAD_DIR and the like.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = nextPort++;
  const dataDir = mkdtempSync(join(tmpdir(), "omo-proc-"));
  // Node itself runs the server (tsx as a loader, not its CLI, which would run it in a child process of
  // its own): a signal sent to this process reaches the server, and a kill -9 ends it.
  const child = spawn(process.execPath, ["--import", "tsx", "mock-server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      OMO_API_ONLY: "1",
      OMO_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (out.includes("is running at")) resolve();
    };
    child.stdout!.on("data", check);
    void exited.then(({ code }) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => out, exited };
}

/** Stops a server (SIGTERM) and waits for it. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await server.exited;
}
