import { cookieValue, PERSONAL_PAGE_COOKIES } from '@/lib/http/personal-cookies';
import { isKeptPageUrl } from '@/lib/page-cache/shared-pages';

// Which requests the page cache may answer, and under which key (docs/caching.md, rendered pages).

/** What of a request the key depends on: Node's IncomingMessage has this shape. */
export type RequestHead = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

// A client-side navigation asks for the page's React payload, not its HTML; server actions post.
const PAYLOAD_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];

// Longer addresses are not kept: no link of the site is that long, and each would be an entry of
// its own, pushing real pages out.
const MAX_URL_LENGTH = 2_000;

// What of a request a page's answer may depend on besides its URL: the host names (the language
// routing's `Link` header of alternate languages names the request's own origin: a page kept for
// one host must not be given to another). Not the language cookie: the language is the path's, and
// the cookie next-intl would set is not kept (lib/page-cache/shared-page.ts); the language switcher
// sets it in the browser.
export const KEY_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * The cache key of a page request, or null when the request is not for the HTML of a page the same
 * for everyone (lib/page-cache/shared-pages.ts) — files, API routes, the back-office, session pages
 * — or carries a query the page does not read (a React payload's `_rsc`, a campaign's `utm_…`),
 * or a cookie that makes the page the visitor's own (a refused form's draft: docs/forms.md).
 */
export function pageCacheKey(request: RequestHead): string | null {
  if (request.method !== 'GET' || !request.url?.startsWith('/') || request.url.length > MAX_URL_LENGTH) return null;
  if (!isKeptPageUrl(request.url)) return null;
  if (PAYLOAD_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  if (PERSONAL_PAGE_COOKIES.some((name) => cookieValue(request.headers.cookie, name) !== null)) return null;
  const varying = KEY_HEADERS.map((name) => String(request.headers[name] ?? ''));
  return [request.url, ...varying].join('\n');
}
