import { hmacSignature, matchesSignature } from '@/lib/security/hmac-signature';

// A menu page's preview shows drafts, so it opens only from a signed link that expires: the link
// names the page and the expiry, and carries an HMAC of both under the preview key
// (lib/security/derived-key.ts). `npm run preview-link -- <page id>` makes one; a forwarded link
// stops working when it expires, and nobody can make one for another page.

export const PREVIEW_LINK_HOURS = 72;

const message = (pageId: number, expires: number) => `preview:${pageId}:${expires}`;

/** The query of a page's preview link, valid until `expiresAt`. */
export function previewQuery(key: string, pageId: number, expiresAt: Date): { expires: string; signature: string } {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { expires: String(expires), signature: hmacSignature(key, message(pageId, expires)) };
}

/** Whether a preview request's expiry and signature are ours for this page and not yet past. */
export function isPreviewAllowed(
  key: string,
  pageId: number,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): boolean {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const seconds = Number(expires);
  return seconds * 1000 > now.getTime() && matchesSignature(key, message(pageId, seconds), signature);
}
