import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard and built into Node, so no native dependency is needed for owner logins.
// Parameters travel with the hash, so they can be raised later without invalidating stored hashes.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

// Stored hashes are ours, but a tampered row must not make verification allocate gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

// NFKC: the same password typed on another keyboard or OS (composed vs decomposed accents) must match.
function deriveKey(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

// scrypt needs a little over 128·N·r bytes: 32 MiB for N=2^15, r=8, which is exactly Node's default
// ceiling, so OpenSSL would refuse. Allow twice the working set.
function scryptOptions(n: number, r: number, p: number): ScryptOptions {
  return { N: n, r, p, maxmem: 2 * 128 * n * r + 1024 * 1024 };
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(plain, salt, KEY_LENGTH, scryptOptions(N, R, P));
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

type ParsedHash = { n: number; r: number; p: number; salt: Buffer; key: Buffer };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText = '', rText = '', pText = '', saltText = '', keyText = ''] = parts;
  const [n, r, p] = [nText, rText, pText].map((text) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN));
  if (n === undefined || r === undefined || p === undefined) return null;
  const isPowerOfTwo = Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
  if (!isPowerOfTwo || n > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  if (!BASE64.test(saltText) || !BASE64.test(keyText)) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { n, r, p, salt, key };
}

/** True when `plain` matches `stored`; false (never an exception) for a wrong password or a malformed hash. */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  if (typeof stored !== 'string' || typeof plain !== 'string') return false;
  const parsed = parseHash(stored);
  if (!parsed) return false;
  try {
    const key = await deriveKey(plain, parsed.salt, parsed.key.length, scryptOptions(parsed.n, parsed.r, parsed.p));
    return timingSafeEqual(key, parsed.key);
  } catch {
    return false;
  }
}

/** True when a stored hash uses weaker parameters than today's, so it should be re-hashed after login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.n < N || parsed.r < R || parsed.p < P || parsed.key.length < KEY_LENGTH;
}
