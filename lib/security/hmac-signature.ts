import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed links (unsubscribe, document downloads) carry an HMAC-SHA256 of what they name, so
// nobody can forge one for something else, and no token has to be stored.

const MAX_SIGNATURE_LENGTH = 100;

const digest = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

/** The key of one signing purpose, derived from the session secret (lib/security/derived-key.ts). */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

/** The base64url HMAC-SHA256 of `message` under `key`. */
export function hmacSignature(key: string, message: string): string {
  return digest(key, message).toString('base64url');
}

/** Whether `signature` is that of `message` under `key`; compared in constant time. */
export function matchesSignature(key: string, message: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature.length > MAX_SIGNATURE_LENGTH) return false;
  const expected = digest(key, message);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
