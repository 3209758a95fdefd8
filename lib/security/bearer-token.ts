import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries `Bearer <token>`. Compares digests, not the strings:
 * timingSafeEqual needs equal lengths, and comparing fixed-size digests keeps the token's length
 * from leaking through the timing too.
 */
export function tokenMatches(header: string | null, token: string): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (!presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}
