import { authSecret } from '@/lib/security/auth-secret';
import type { Locale } from '@/lib/i18n/locales';
import { deriveKey } from '@/lib/security/hmac-signature';
import { previewQuery } from '@/lib/site/preview-link';

/**
 * A menu page's signed preview path, as `npm run preview-link` prints it: the browser tests' server
 * signs with the same session secret (NEXTAUTH_SECRET, or data/auth-secret beside the database).
 */
export function previewPath(locale: Locale, pageId: number, expiresAt = new Date(Date.now() + 3600_000)): string {
  const key = deriveKey(authSecret(process.env.NEXTAUTH_SECRET), 'preview');
  return `/${locale}/preview/${pageId}/?${new URLSearchParams(previewQuery(key, pageId, expiresAt))}`;
}
