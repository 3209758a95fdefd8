import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { fillNonce, splitAtPlaceholder } from '@/lib/page-cache/nonce-slots';
import { pageCacheKey } from '@/lib/page-cache/page-cache-key';
import { RENDER_FOR_CACHE_HEADER } from '@/lib/page-cache/page-cache-state';
import type { PageStore, StoredPage } from '@/lib/page-cache/page-store';
import { loadScriptsAfterPaint } from '@/lib/page-cache/scripts-after-paint';
import { SHARED_PAGE_HEADER } from '@/lib/page-cache/shared-pages';

// The server's front door (docs/caching.md, rendered pages): a page every visitor may be shown is
// rendered once with a placeholder where the nonce goes, kept, and answered from memory with a
// fresh nonce in each response — in the Content-Security-Policy header and in every script's
// attribute alike, so the policy is as strict as with a render per request — and with its scripts
// loaded after its first paint (lib/page-cache/scripts-after-paint.ts). Everything else goes to
// Next as it came.

type Handle = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

export type PageCacheOptions = {
  /** Next's request handler. */
  handle: Handle;
  /** Where the same handler listens on the loopback interface, for renders whose answer is kept. */
  renderOrigin: { host: string; port: number };
  store: PageStore;
  placeholder: string;
  newNonce: () => string;
};

type Rendered = { page: StoredPage; shared: boolean };

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

const isHtml = (headers: IncomingMessage['headers']) => String(headers['content-type']).startsWith('text/html');

function isShared(status: number, headers: IncomingMessage['headers']): boolean {
  const cookies = headers['set-cookie'] ?? [];
  return (
    status === 200 &&
    headers[SHARED_PAGE_HEADER] !== undefined &&
    isHtml(headers) &&
    // The language routing's cookie is the same for every request of the key; any other is not.
    cookies.every((cookie) => cookie.startsWith('NEXT_LOCALE='))
  );
}

export function createPageCacheHandler(options: PageCacheOptions) {
  const { handle, renderOrigin, store, placeholder, newNonce } = options;
  const rendering = new Map<string, Promise<Rendered>>();

  /** The page as Next renders it for this request, the placeholder as its nonce, unencoded. */
  function render(request: IncomingMessage): Promise<Rendered> {
    const headers = { ...request.headers, [RENDER_FOR_CACHE_HEADER]: placeholder };
    delete headers['accept-encoding'];
    return new Promise((resolve, reject) => {
      const forwarded = httpRequest({ ...renderOrigin, method: 'GET', path: request.url, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          const status = answer.statusCode ?? 500;
          const kept: Array<readonly [string, string]> = [];
          for (let index = 0; index < answer.rawHeaders.length; index += 2) {
            const name = answer.rawHeaders[index] as string;
            if (!UNKEPT_HEADERS.has(name.toLowerCase())) kept.push([name, answer.rawHeaders[index + 1] as string]);
          }
          const raw = Buffer.concat(chunks);
          const bytes = isHtml(answer.headers) ? Buffer.from(loadScriptsAfterPaint(raw.toString(), placeholder)) : raw;
          const body = splitAtPlaceholder(bytes, placeholder);
          resolve({ page: { status, headers: kept, body }, shared: isShared(status, answer.headers) });
        });
      });
      forwarded.on('error', reject);
      forwarded.end();
    });
  }

  async function send(request: IncomingMessage, response: ServerResponse, page: StoredPage): Promise<void> {
    const nonce = newNonce();
    let body = fillNonce(page.body, nonce);
    const headers: string[] = [];
    for (const [name, value] of page.headers) headers.push(name, value.replaceAll(placeholder, nonce));
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'])) && body.length > 1024) {
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
    const key = pageCacheKey(request);
    if (key === null) return handle(request, response);
    const kept = store.get(key);
    if (kept) return send(request, response, kept);

    const generation = store.generation;
    const pending = rendering.get(key);
    if (pending) {
      // Requests for the same page during its render wait for it, if it can be shared; a page
      // that is not (a session's, a 404) is rendered for each of them.
      const rendered = await pending.catch(() => null);
      if (rendered?.shared) return send(request, response, rendered.page);
      return handle(request, response);
    }
    const rendered = render(request);
    rendering.set(key, rendered);
    try {
      const { page, shared } = await rendered;
      if (shared) store.set(key, page, generation);
      await send(request, response, page);
    } catch {
      if (!response.headersSent) await handle(request, response);
    } finally {
      rendering.delete(key);
    }
  };
}
