import { createHmac } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';
import { env } from '@/lib/env';

// Its own key, derived from the session secret (like the captcha's) so one setting protects all.
let key: string | undefined;

export function unsubscribeKey(): string {
  key ??= createHmac('sha256', authSecret(env.NEXTAUTH_SECRET)).update('unsubscribe').digest('hex');
  return key;
}
