import { authSecret } from '@/lib/security/auth-secret';
import { env } from '@/lib/env';
import { deriveKey } from '@/lib/security/hmac-signature';

// Each signing purpose (captcha, unsubscribe links, document links, page views, visit links) has
// its own key, derived from the session secret: one setting protects all, and a signature made for
// one purpose is worthless for another.
const keys = new Map<string, string>();

export function derivedKey(
  purpose:
    | 'captcha'
    | 'unsubscribe'
    | 'upload-link'
    | 'preview'
    | 'staff-document-link'
    | 'page-view'
    | 'page-visitor'
    | 'sign-in-failure'
    | 'visit-link'
    | 'alert-confirmation'
    | 'form-time'
    | 'form-draft'
    | 'person-search',
): string {
  let key = keys.get(purpose);
  if (!key) {
    key = deriveKey(authSecret(env().NEXTAUTH_SECRET), purpose);
    keys.set(purpose, key);
  }
  return key;
}
