import { hmacSignature, matchesSignature } from '@/lib/security/hmac-signature';

// The property page carries a token that its view beacon sends back, so that a view counts only
// for a page this site served: the token names the property and the hour the page was made, under
// an HMAC (key: lib/security/derived-key.ts, 'page-view'). Pages are kept and shared by every
// visitor (docs/caching.md), so the token holds nothing about the visitor, and rounding to the
// hour keeps a page's bytes the same all that hour. A page kept for hours in a shared cache must
// still count, hence the long life.

export const VIEW_TOKEN_HOURS = 48;
const HOUR_MS = 3_600_000;
// Pages made on another server whose clock runs a little ahead are still ours.
const CLOCK_SKEW_MS = 5 * 60_000;
const TOKEN = /^(\d{1,12})\.([\w-]{1,100})$/;

const message = (propertyId: number, issued: number) => `page-view:${propertyId}:${issued}`;

/** The token of property `propertyId`'s page made at `at`: "<issue hour, Unix seconds>.<signature>". */
export function signViewToken(key: string, propertyId: number, at: Date): string {
  const issued = (Math.floor(at.getTime() / HOUR_MS) * HOUR_MS) / 1000;
  return `${issued}.${hmacSignature(key, message(propertyId, issued))}`;
}

/** Whether `token` was made by this site for this property's page less than VIEW_TOKEN_HOURS ago. */
export function isValidViewToken(key: string, propertyId: number, token: unknown, now: Date): boolean {
  const parts = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!parts) return false;
  const issued = Number(parts[1]);
  const age = now.getTime() - issued * 1000;
  return (
    age >= -CLOCK_SKEW_MS &&
    age < VIEW_TOKEN_HOURS * HOUR_MS &&
    matchesSignature(key, message(propertyId, issued), parts[2])
  );
}
