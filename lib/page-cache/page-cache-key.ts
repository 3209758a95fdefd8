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

// Paths that are never pages: Next's files, API routes, served media and files with an extension,
// and the back-office (a session). The proxy's matcher (proxy.ts) skips the same.
const NOT_A_PAGE = /^\/(?:_next\/|api\/|media\/|brand\/|admin(?:\/|$))|\.[a-z0-9]+$/i;

function cookieValue(header: string | string[] | undefined, name: string): string {
  const cookies = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return '';
}

// What of a request a page's answer may depend on besides its URL: the host names (the language
// routing's `Link` header of alternate languages names the request's own origin: a page kept for
// one host must not be given to another) and the language cookie (next-intl answers with a cookie
// recording the visitor's language when the cookie says another, and that answer is kept as is).
const VARYING_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'];

/** The cache key of a page request, or null when the request is not for a page's HTML. */
export function pageCacheKey(request: RequestHead): string | null {
  if (request.method !== 'GET' || !request.url?.startsWith('/')) return null;
  const [path = '', query = ''] = request.url.split('?', 2);
  if (NOT_A_PAGE.test(path) || /(?:^|&)_rsc=/.test(query)) return null;
  if (PAYLOAD_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const varying = VARYING_HEADERS.map((name) => String(request.headers[name] ?? ''));
  return [request.url, ...varying, cookieValue(request.headers.cookie, 'NEXT_LOCALE')].join('\n');
}
