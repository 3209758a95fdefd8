import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed links (unsubscribe, document downloads) carry an HMAC-SHA256 of what they name, so
// nobody can forge one for something else, and no token has to be stored.

const digest = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

/** The key of one signing purpose, derived from the session secret (lib/security/derived-key.ts). */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

/** The base64url HMAC-SHA256 of `message` under `key`. */
export function hmacSignature(key: string, message: string): string {
  return digest(key, message).toString('base64url');
}

/**
 * Whether `signature` is the very string hmacSignature makes for `message` under `key`, compared
 * in constant time. Compared as text, not decoded: Node's base64url decoder skips characters it
 * does not know, accepts padding and the `+/` alphabet and ignores the last character's spare
 * bits, so one link would open under many signatures.
 */
export function matchesSignature(key: string, message: string, signature: unknown): boolean {
  const expected = Buffer.from(hmacSignature(key, message));
  if (typeof signature !== 'string' || signature.length !== expected.length) return false;
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
