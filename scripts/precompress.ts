import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files that shrink when compressed; images, fonts in woff and archives are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|svg|json|map|txt|xml|wasm|bcmap|ttf|otf|ico)$/;

/** Below this a file is sent as it is: the saving would not pay for a header. */
export const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite/ holds the manifest, read by the bench, never served.
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli at its best quality: paid once, at build) and `<file>.gz` (for a client
 * without brotli) next to each compressible file of `dir` over 1 KB; a variant that would not be
 * smaller is not written. The server sends the one the browser accepts (preCompressed in
 * mock-server/handler.ts). Returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  const work: Promise<void>[] = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    work.push(
      (async () => {
        const { size } = await stat(path);
        if (size < MIN_BYTES) return;
        const data = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          }),
          gz(data, { level: 9 }),
        ]);
        if (br.length < size) await writeFile(`${path}.br`, br);
        if (gzipped.length < size) await writeFile(`${path}.gz`, gzipped);
        done.push(path);
      })(),
    );
  }
  await Promise.all(work);
  return done.sort();
}

/** The Vite plugin: compresses the written build, public/ files and index.html included. */
export function precompress(): Plugin {
  return {
    name: "omo-precompress",
    apply: "build",
    // After every other plugin has written its files.
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options) {
        if (options.dir) await precompressDir(options.dir);
      },
    },
  };
}
