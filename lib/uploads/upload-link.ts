import { hmacSignature, matchesSignature } from '@/lib/security/hmac-signature';
import { isUploadToken } from '@/lib/uploads/upload-token';

// The agency fetches a rent application's documents from links in its mail. A link names the
// document, an expiry and an HMAC of both: the visitor, who knows the document's token, cannot
// make one, and a forwarded mail stops opening the files once the documents' keeping time is over.

const message = (token: string, expires: number) => `upload:${token}:${expires}`;

/** The query of a stored document's link, valid until `expiresAt`. */
export function uploadLinkQuery(key: string, token: string, expiresAt: Date): { expires: string; signature: string } {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { expires: String(expires), signature: hmacSignature(key, message(token, expires)) };
}

/** The absolute download link of a stored document, valid until `expiresAt`. */
export function uploadLink(siteUrl: string, key: string, token: string, expiresAt: Date): string {
  const url = new URL(`/api/agency/uploads/${token}/`, siteUrl);
  for (const [name, value] of Object.entries(uploadLinkQuery(key, token, expiresAt))) url.searchParams.set(name, value);
  return url.href;
}

/** Whether a link's expiry and signature are ours for this token and not yet past; compared in constant time. */
export function verifyUploadLink(
  key: string,
  link: { token: string; expires: string | null; signature: string | null },
  now: Date,
): boolean {
  const { token, expires, signature } = link;
  if (!isUploadToken(token) || !expires || !/^\d{1,12}$/.test(expires)) return false;
  const seconds = Number(expires);
  return seconds * 1000 > now.getTime() && matchesSignature(key, message(token, seconds), signature);
}
