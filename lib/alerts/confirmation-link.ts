import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { hmacSignature, matchesSignature } from '@/lib/security/hmac-signature';

// The link of a search alert's confirmation mail (the double opt-in: docs/forms.md). It carries
// the alert's id and an HMAC of it under a key of its own (lib/alerts/confirmation-key.ts), so only
// whoever received the mail can confirm the alert, and no token has to be stored.

const message = (id: number) => `confirm:alert:${id}`;

/** The token of one alert: base64url HMAC-SHA256 of its id. */
export function signAlertConfirmation(key: string, id: number): string {
  return hmacSignature(key, message(id));
}

/** Whether `token` was signed for this alert; compared in constant time. */
export function verifyAlertConfirmation(key: string, id: number, token: string): boolean {
  return Number.isSafeInteger(id) && id > 0 && matchesSignature(key, message(id), token);
}

/** The page the mail links to, which asks the visitor to confirm (a mail scanner opening it confirms nothing). */
export function confirmationLink(siteUrl: string, key: string, id: number, locale: Locale): string {
  const query = new URLSearchParams({ id: String(id), token: signAlertConfirmation(key, id) }).toString();
  return new URL(`${localizedPath('/confirm-alert', locale)}?${query}`, siteUrl).href;
}
