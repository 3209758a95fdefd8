import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { byteLru } from '@/lib/cache/byte-lru';
import { ownBytes } from '@/lib/cache/own-bytes';
import { answerPlainText } from '@/lib/http/plain-text-answer';
import { fillNonce, splitAtPlaceholder } from '@/lib/page-cache/nonce-slots';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locales';
import { KEY_HEADERS, pageCacheKey } from '@/lib/page-cache/page-cache-key';
import { RENDER_FOR_CACHE_HEADER } from '@/lib/page-cache/page-cache-state';
import type { PageStore, StoredPage } from '@/lib/page-cache/page-store';
import type { Renderer } from '@/lib/page-cache/render-in-process';
import { loadScriptsAfterPaint } from '@/lib/page-cache/scripts-after-paint';
import {
  chosenEncoding,
  entityTags,
  inlineScriptHashes,
  pageBytes,
  pageText,
  sharedHeaders,
  sharedHtml,
  stillFresh,
} from '@/lib/page-cache/shared-page';
import { SHARED_PAGE_HEADER } from '@/lib/page-cache/shared-pages';

// The server's front door (docs/caching.md, rendered pages): a page every visitor may be shown is
// rendered once with a placeholder where the nonce goes, kept without it — the same bytes for
// everyone, under a policy that lists the hashes of its inline scripts (lib/page-cache/shared-page.ts)
// — compressed once, and answered from memory, with its scripts loaded after its first paint
// (lib/page-cache/scripts-after-paint.ts). A render that may not be kept (a 404, a redirect) is
// answered once with a fresh nonce in the placeholder's slots. Everything else goes to Next as it
// came.

type Handle = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

export type PageCacheOptions = {
  /** Next's request handler. */
  handle: Handle;
  /** The same handler, for renders whose answer is read whole before anything is sent (lib/page-cache/render-in-process.ts). */
  render: Renderer;
  store: PageStore;
  placeholder: string;
  newNonce: () => string;
  /**
   * The host names the site is served under, SITE_URL's first (given to a request that names none,
   * as HTTP/1.0 allows): a page asked for under any other host is not kept.
   */
  siteHosts: readonly string[];
  /** Whether a proxy in front names the public host in X-Forwarded-Host (TRUST_PROXY). */
  trustProxy: boolean;
  /** How long a render may take before the requests waiting for it are answered 503. */
  renderTimeoutMs?: number;
};

/** A page as rendered, the placeholder where its nonce goes; `tags` null when it may not be kept. */
type Rendered = Pick<StoredPage, 'status' | 'headers'> & { body: Buffer; tags: string[] | null };

// Not kept: what belongs to one connection or one response, and the encoding (chosen per request).
const UNKEPT_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  SHARED_PAGE_HEADER,
]);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
// A page asked for without compression (a benchmark, a few bots) is the gzip copy inflated: the
// last ones inflated are kept by their content's tag, so a page asked that way again is not
// inflated again. A changed page has another tag; the old one ages out.
const INFLATED_BYTES = 4 * 1024 * 1024;
const acceptsGzip = (request: IncomingMessage) => /\bgzip\b/.test(String(request.headers['accept-encoding']));

class RenderTimeout extends Error {}

/** Whether a page came from the store (`hit`) or was rendered for the request (`miss`). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

const isHtml = (headers: OutgoingHttpHeaders) => String(headers['content-type']).startsWith('text/html');

/** The data tags of a page the proxy marked as the same for everyone, else null. */
function sharedTags(status: number, headers: OutgoingHttpHeaders): string[] | null {
  const mark = headers[SHARED_PAGE_HEADER];
  const cookies = [headers['set-cookie'] ?? []].flat();
  const shared =
    status === 200 &&
    typeof mark === 'string' &&
    isHtml(headers) &&
    // The language routing's cookie is the same for every request of the key; any other is not.
    cookies.every((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
  return shared ? mark.split(' ').filter(Boolean) : null;
}

/** The headers of a render to keep, each value on its own, without those of one response. */
function keptHeaders(headers: OutgoingHttpHeaders): Array<readonly [string, string]> {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined || UNKEPT_HEADERS.has(name) ? [] : [value].flat().map((one) => [name, String(one)] as const),
  );
}

/**
 * What a render for the cache is sent: the key's inputs (lib/page-cache/page-cache-key.ts) and
 * nothing else. Never the visitor's framing headers (`Content-Length`, `Transfer-Encoding`), nor
 * their cookies (the language cookie included), language preferences or browser, which the kept
 * answer must not depend on.
 */
function renderHeaders(request: IncomingMessage, placeholder: string): Record<string, string> {
  const headers: Record<string, string> = { [RENDER_FOR_CACHE_HEADER]: placeholder };
  for (const name of KEY_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** A GET or HEAD that announces a body: nothing of the site reads one, and forwarding it is how requests are smuggled. */
const carriesBody = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers['transfer-encoding'] !== undefined ||
    (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0'));

const refuseBody = (response: ServerResponse) => answerPlainText(response, 400, { Connection: 'close' });
const busy = (response: ServerResponse) => answerPlainText(response, 503, { 'Retry-After': '5' });

export function createPageCacheHandler(options: PageCacheOptions) {
  const {
    handle,
    render: renderWhole,
    store,
    placeholder,
    newNonce,
    siteHosts,
    trustProxy,
    renderTimeoutMs = 10_000,
  } = options;
  const inflated = byteLru<{ bytes: Buffer }>(INFLATED_BYTES);

  async function uncompressedBody(page: StoredPage): Promise<Buffer> {
    const kept = inflated.get(page.etags.identity);
    if (kept) return kept.bytes;
    const bytes = ownBytes(await gunzipAsync(page.bodies.gzip));
    inflated.set(page.etags.identity, { bytes });
    return bytes;
  }

  /** Whether the request names one of the site's hosts: another host's pages are never kept. */
  function onSiteHost(request: IncomingMessage): boolean {
    const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
    const host = typeof forwarded === 'string' ? forwarded : request.headers.host;
    return host !== undefined && siteHosts.includes(host.toLowerCase());
  }
  // Each page being rendered, to the kept page it becomes, or null when it may not be kept.
  const rendering = new Map<string, Promise<StoredPage | null>>();

  /** The page as Next renders it for this request's key, the placeholder as its nonce, unencoded. */
  async function render(request: IncomingMessage): Promise<Rendered> {
    // A render that hangs (a database that does not answer) must not hold every visitor of the page.
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(new RenderTimeout()), renderTimeoutMs);
    try {
      const answer = await renderWhole(request.url ?? '/', renderHeaders(request, placeholder), timer.signal);
      const { status, headers } = answer;
      const body = isHtml(headers) ? pageBytes(loadScriptsAfterPaint(pageText(answer.body), placeholder)) : answer.body;
      return { status, headers: keptHeaders(headers), body, tags: sharedTags(status, headers) };
    } finally {
      clearTimeout(timeout);
    }
  }
  /** A shared render as it is kept: the same bytes and headers for everyone, compressed once. */
  async function keep({ status, headers, body }: Rendered, tags: string[]): Promise<StoredPage> {
    const html = sharedHtml(pageText(body), placeholder);
    const bytes = pageBytes(html);
    // Kept in gzip alone, which every browser and crawler takes: brotli's copy beside it would be a
    // fifth smaller on the wire but double what a page holds of PAGE_CACHE_MB (docs/caching.md).
    const gzipped = await gzipAsync(bytes);
    return {
      status,
      headers: sharedHeaders(headers, { placeholder, hashes: inlineScriptHashes(html), tags }),
      bodies: { gzip: gzipped },
      etags: entityTags(bytes),
      tags,
    };
  }

  /**
   * Answers a kept page in the encoding the request takes, or 304 when the client holds it already;
   * `from` says whether it came from the store or a render (read by the load benchmark).
   */
  async function sendKept(
    request: IncomingMessage,
    response: ServerResponse,
    page: StoredPage,
    from: 'hit' | 'miss',
  ): Promise<void> {
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    const etag = page.etags[encoding];
    const ifNoneMatch = request.headers['if-none-match'];
    const headers: string[] = [PAGE_CACHE_HEADER, from, 'ETag', etag];
    if (stillFresh(ifNoneMatch, etag)) {
      for (const [name, value] of page.headers) {
        if (/^(cache-control|vary)$/i.test(name)) headers.push(name, value);
      }
      response.writeHead(304, headers);
      response.end();
      return;
    }
    for (const [name, value] of page.headers) headers.push(name, value);
    const body = encoding === 'identity' ? await uncompressedBody(page) : page.bodies[encoding];
    if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
    headers.push('Content-Length', String(body.length));
    response.writeHead(page.status, headers);
    response.end(body);
  }

  /** Answers a render that is not kept (a 404, a redirect), its nonce filled in and compressed for this response alone. */
  async function sendRendered(request: IncomingMessage, response: ServerResponse, page: Rendered): Promise<void> {
    const nonce = newNonce();
    const headers: string[] = [PAGE_CACHE_HEADER, 'miss'];
    for (const [name, value] of page.headers) headers.push(name, value.replaceAll(placeholder, nonce));
    let body = fillNonce(splitAtPlaceholder(page.body, placeholder), nonce);
    if (acceptsGzip(request) && body.length > 1024) {
      // In the thread pool: the event loop goes on serving while the page is compressed.
      body = await gzipAsync(body);
      headers.push('Content-Encoding', 'gzip', 'Vary', 'Accept-Encoding');
    }
    headers.push('Content-Length', String(body.length));
    response.writeHead(page.status, headers);
    response.end(body);
  }

  return async function servePage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Only the page cache may ask for a render with the placeholder.
    delete request.headers[RENDER_FOR_CACHE_HEADER];
    // Next builds its absolute links from the Host header: never from the address it listens on.
    request.headers.host ??= siteHosts[0];
    if (carriesBody(request)) return refuseBody(response);
    const key = onSiteHost(request) ? pageCacheKey(request) : null;
    if (key === null) return handle(request, response);
    const kept = store.get(key);
    if (kept) return sendKept(request, response, kept, 'hit');

    const generation = store.generation;
    const pending = rendering.get(key);
    if (pending) {
      // Requests for the same page during its render wait for it, if it can be shared; a page
      // that is not (a session's, a 404) is rendered for each of them.
      const outcome = await pending.catch((error: unknown) => (error instanceof Error ? error : new Error()));
      if (outcome instanceof RenderTimeout) return busy(response);
      if (outcome instanceof Error || outcome === null) return handle(request, response);
      return sendKept(request, response, outcome, 'hit');
    }
    const rendered = render(request);
    const keeping = rendered.then((page) => (page.tags === null ? null : keep(page, page.tags)));
    rendering.set(key, keeping);
    try {
      const page = await keeping;
      if (page === null) return await sendRendered(request, response, await rendered);
      store.set(key, page, generation);
      await sendKept(request, response, page, 'miss');
    } catch (error) {
      if (response.headersSent) return;
      if (error instanceof RenderTimeout) busy(response);
      else await handle(request, response);
    } finally {
      rendering.delete(key);
    }
  };
}
