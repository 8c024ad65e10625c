import { closeSync, createReadStream, createWriteStream, fstatSync, mkdirSync, openSync, writeSync } from "node:fs";
import { createGunzip, createGzip } from "node:zlib";
import { dirname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * A plain ustar archive, gzipped: what `tar -xzf` reads, written and read with Node's own zlib. Only
 * regular files: a backup holds the database and the stored files, nothing else (no links, no devices),
 * so the reader refuses anything else and any name that would land outside its folder.
 */

const BLOCK = 512;

/** A file to archive: its name inside the archive and where it is on disk. */
export interface TarSource {
  name: string;
  path: string;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

/** Splits a long name into ustar's prefix (155 bytes) and name (100 bytes) at a slash. */
function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ["", name];
  for (let i = name.indexOf("/"); i > 0; i = name.indexOf("/", i + 1)) {
    const [p, n] = [name.slice(0, i), name.slice(i + 1)];
    if (Buffer.byteLength(p) <= 155 && Buffer.byteLength(n) <= 100) return [p, n];
  }
  throw new Error(`name too long for the archive: ${name}`);
}

function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const [prefix, short] = splitName(name);
  h.write(short, 0);
  h.write(octal(0o644, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(Math.floor(mtime / 1000), 12), 136);
  h.write("        ", 148);
  h.write("0", 156);
  h.write("ustar\u000000", 257);
  h.write(prefix, 345);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(octal(sum, 7) + " ", 148);
  return h;
}

/** The archive's bytes: a header, the content and its padding per file, then two empty blocks. */
async function* tarStream(sources: Iterable<TarSource>): AsyncGenerator<Buffer> {
  for (const source of sources) {
    let fd: number;
    try {
      fd = openSync(source.path, "r");
    } catch (err) {
      // A stored file deleted since it was listed is simply no longer part of the data.
      if ((err as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw err;
    }
    // Size and content from one open file: a file renamed or replaced meanwhile cannot mix in.
    const { size, mtimeMs } = fstatSync(fd);
    yield header(source.name, size, mtimeMs);
    let read = 0;
    if (size > 0) {
      for await (const chunk of createReadStream("", { fd, start: 0, end: size - 1, autoClose: false })) {
        read += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
    closeSync(fd);
    if (read !== size) throw new Error(`${source.path} changed while it was archived`);
    if (size % BLOCK) yield Buffer.alloc(BLOCK - (size % BLOCK));
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes `sources` as a .tar.gz at `dest` (created, never overwritten). */
export async function writeTarGz(dest: string, sources: Iterable<TarSource>): Promise<void> {
  await pipeline(Readable.from(tarStream(sources)), createGzip(), createWriteStream(dest, { flags: "wx" }));
}

function field(h: Buffer, start: number, length: number): string {
  const raw = h.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString("utf8");
}

function parseHeader(h: Buffer): { name: string; size: number; type: string } {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
  if (field(h, 257, 5) !== "ustar" || parseInt(field(h, 148, 8).trim(), 8) !== sum) {
    throw new Error("not a backup archive (bad tar header)");
  }
  const prefix = field(h, 345, 155);
  const name = (prefix ? `${prefix}/` : "") + field(h, 0, 100);
  return { name, size: parseInt(field(h, 124, 12).trim() || "0", 8), type: field(h, 156, 1) || "0" };
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
 * archive (zlib checks the gzip checksum and length, each header its own checksum), a truncated one
 * (no end blocks) and an entry that is not a plain file or folder inside `dir`.
 */
export async function extractTarGz(file: string, dir: string): Promise<string[]> {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let current: { fd: number; left: number; pad: number } | null = null;
  let ended = false;
  const unpack = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (!ended) {
        if (current) {
          const take = Math.min(current.left, pending.length);
          if (take) writeSync(current.fd, pending, 0, take);
          current.left -= take;
          pending = pending.subarray(take);
          if (current.left > 0) break;
          if (pending.length < current.pad) break;
          pending = pending.subarray(current.pad);
          closeSync(current.fd);
          current = null;
          continue;
        }
        if (pending.length < BLOCK) break;
        const h = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (h.every((b) => b === 0)) {
          ended = true;
          break;
        }
        const entry = parseHeader(h);
        const target = join(dir, safeName(entry.name));
        if (entry.type === "5") {
          mkdirSync(target, { recursive: true });
          continue;
        }
        if (entry.type !== "0") throw new Error(`refusing the archive entry ${entry.name}: not a plain file`);
        mkdirSync(dirname(target), { recursive: true });
        current = { fd: openSync(target, "wx"), left: entry.size, pad: (BLOCK - (entry.size % BLOCK)) % BLOCK };
        names.push(safeName(entry.name).split(sep).join("/"));
      }
    }
  };
  // The reader's own refusal, kept: pipeline may report the abort of the streams it tore down instead.
  let refusal: unknown;
  const reader = async (source: AsyncIterable<Buffer>) => {
    try {
      await unpack(source);
    } catch (err) {
      refusal = err;
      throw err;
    }
  };
  try {
    await pipeline(createReadStream(file), createGunzip(), reader);
  } catch (err) {
    throw refusal ?? err;
  } finally {
    if (current) closeSync((current as { fd: number }).fd);
  }
  if (!ended) throw new Error("the archive is truncated");
  return names;
}
