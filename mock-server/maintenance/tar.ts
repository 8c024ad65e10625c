import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { open } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";

/**
 * A tar archive, gzipped: what `tar -xzf` reads, written and read with tar-stream (the format) and Node's
 * zlib. Only regular files: a backup holds the database and the stored files, nothing else (no links,
 * no devices), so the reader refuses anything else and any name that would land outside its folder.
 */

/** A file to archive: its name inside the archive and where it is on disk. */
export interface TarSource {
  name: string;
  path: string;
}

/** One file into the archive, its size and content from one open file: a file replaced meanwhile cannot mix in. */
async function addFile(pack: tar.Pack, source: TarSource): Promise<void> {
  let file;
  try {
    file = await open(source.path, "r");
  } catch (err) {
    // A stored file deleted since it was listed is simply no longer part of the data.
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  try {
    const { size, mtime } = await file.stat();
    await new Promise<void>((resolve, reject) => {
      // tar-stream checks the bytes written against the size: a file that shrank meanwhile fails the backup.
      const entry = pack.entry({ name: source.name, size, mtime, mode: 0o644, type: "file" }, (err) =>
        err ? reject(err) : resolve(),
      );
      if (size === 0) entry.end();
      else pipeline(file.createReadStream({ start: 0, end: size - 1, autoClose: false }), entry).catch(reject);
    });
  } catch (err) {
    throw new Error(`${source.path} changed while it was archived (${(err as Error).message})`);
  } finally {
    await file.close();
  }
}

/** Writes `sources` as a .tar.gz at `dest` (created, never overwritten). */
export async function writeTarGz(dest: string, sources: Iterable<TarSource>): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(dest, { flags: "wx" }));
  try {
    for (const source of sources) await addFile(pack, source);
    pack.finalize();
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => undefined);
    throw err;
  }
  await written;
}

/** A relative name that stays inside the folder it is extracted to. */
function safeName(name: string): string {
  const clean = normalize(name);
  if (!name || name.includes("\\") || clean.startsWith("..") || clean.startsWith(sep) || /^[a-zA-Z]:/.test(clean)) {
    throw new Error(`refusing the archive entry ${JSON.stringify(name)}`);
  }
  return clean;
}

/**
 * Extracts a .tar.gz into `dir` and answers the names of the files it held. Throws on a damaged
 * archive (zlib checks the gzip checksum and length, tar-stream each header's checksum and that no
 * entry is cut short) and an entry that is not a plain file or folder inside `dir`.
 */
export async function extractTarGz(file: string, dir: string): Promise<string[]> {
  const names: string[] = [];
  const extract = tar.extract();
  // The entry handler's own refusal, kept: pipeline may report the abort of the streams it tore down instead.
  let refusal: Error | undefined;
  const refuse = (err: Error) => {
    refusal ??= err;
    extract.destroy(err);
  };
  extract.on("entry", (header, stream, next) => {
    try {
      const name = safeName(header.name);
      const target = join(dir, name);
      if (header.type === "directory") {
        mkdirSync(target, { recursive: true });
        stream.on("end", next).resume();
        return;
      }
      if (header.type !== "file") throw new Error(`refusing the archive entry ${header.name}: not a plain file`);
      mkdirSync(dirname(target), { recursive: true });
      names.push(name.split(sep).join("/"));
      pipeline(stream, createWriteStream(target, { flags: "wx" })).then(() => next(), refuse);
    } catch (err) {
      refuse(err as Error);
    }
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (err) {
    throw refusal ?? err;
  }
  return names;
}
