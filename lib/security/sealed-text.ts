import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A short text carried in a link that nobody may read or change (a visit link's lead id: docs/forms.md,
// changing a booked visit). AES-256-GCM: the text is encrypted, and its 16-byte tag authenticates
// it as an HMAC would, so a changed token opens nothing. The key is a purpose's derived key
// (lib/security/derived-key.ts, 64 hex digits).

const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';

const keyBytes = (key: string) => Buffer.from(key, 'hex');

/** The text sealed under `key`, as base64url; a new random IV each time. */
export function sealText(key: string, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keyBytes(key), iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The text `sealText` sealed under `key`, or null for anything else (another key, a changed or
 * cut token). Only the exact base64url string is read: Node's decoder skips unknown characters and
 * accepts padding, so one token would otherwise open under many spellings.
 */
export function openSealedText(key: string, token: unknown): string | null {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== token) return null;
  const decipher = createDecipheriv(ALGORITHM, keyBytes(key), bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
