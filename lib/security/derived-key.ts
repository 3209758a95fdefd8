import { createHmac } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';
import { env } from '@/lib/env';

// Each signing purpose (captcha, unsubscribe links, document links) has its own key, derived
// from the session secret: one setting protects all, and a signature made for one purpose is
// worthless for another.
const keys = new Map<string, string>();

export function derivedKey(purpose: 'captcha' | 'unsubscribe' | 'upload-link'): string {
  let key = keys.get(purpose);
  if (!key) {
    key = createHmac('sha256', authSecret(env.NEXTAUTH_SECRET)).update(purpose).digest('hex');
    keys.set(purpose, key);
  }
  return key;
}
