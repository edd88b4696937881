import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt minimum: 128 MB of memory per hash (128 * N * r bytes; Node refuses above 32 MB unless
 * maxmem allows it). Stored with each hash, so it can be raised later.
 */
const cost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** What the first hashes used (Node's default), stored as `scrypt$salt$hash` without their cost. */
const legacyCost: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const keyLength = 64;

/**
 * One hash at a time: each holds 128 MB for a few hundred milliseconds, and several at once (sign-ins from
 * many addresses) would take the server far past its memory budget. Sign-ins queue instead.
 */
let queue: Promise<unknown> = Promise.resolve();

function derive(password: string, salt: Buffer, length: number, { N, r, p }: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  const run = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
    );
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

const isPowerOfTwo = (n: number) => Number.isSafeInteger(n) && n >= 2 && (n & (n - 1)) === 0;
const isPositive = (n: number) => Number.isSafeInteger(n) && n > 0;

/** `scrypt$N$r$p$salt$hash` (base64url salt and hash), or the earlier `scrypt$salt$hash`; null when neither. */
function parse(stored: string): StoredHash | null {
  const parts = stored.split("$");
  if (parts[0] !== "scrypt") return null;
  const [N, r, p, salt, hash] =
    parts.length === 3
      ? [legacyCost.N, legacyCost.r, legacyCost.p, parts[1], parts[2]]
      : parts.length === 6
        ? [Number(parts[1]), Number(parts[2]), Number(parts[3]), parts[4], parts[5]]
        : [];
  if (!isPowerOfTwo(N!) || N! > 2 ** 20 || !isPositive(r!) || !isPositive(p!) || !salt || !hash) return null;
  return { cost: { N: N!, r: r!, p: p! }, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, keyLength, cost);
  const { N, r, p } = cost;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(actual, parsed.hash);
}

/** True when the hash was made with a lower cost than today's, so a successful sign-in should replace it. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/** A password to print once on first start: 20 characters, easy to copy. */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}
