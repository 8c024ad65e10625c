import { randomBytes, scrypt, scryptSync, timingSafeEqual, hash, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/**
 * scrypt runs on libuv's thread pool, never on the event loop. At most one thread per core but one
 * hashes at a time, so a flood of wrong logins leaves a core to everyone else's requests; the rest
 * wait their turn in this queue.
 */
const slots = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const encode = (salt: Buffer, hash: Buffer) =>
  ["scrypt", N, R, P, salt.toString("base64"), hash.toString("base64")].join("$");

/** scrypt with a random salt, stored as `scrypt$N$r$p$salt$hash` so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(password, salt, KEYLEN, { N, r: R, p: P }));
}

/** The same, blocking: only for seeding the demo accounts at start, before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEYLEN, { N, r: R, p: P }));
}

/** A hash of nothing anyone knows: checked against when there is no account, so both answers cost the same. */
const decoy = hashPasswordSync(randomBytes(16).toString("hex"));

/**
 * Whether `password` matches `stored`. With no stored hash (unknown user) it still runs one scrypt
 * and answers false: an unknown name and a wrong password take the same time.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? decoy).split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(expected, actual) && stored !== undefined;
}

/** A fresh random token: 32 bytes, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  // The one-shot form: a third of createHash's time, on every request's token.
  return hash("sha256", token, "hex");
}
