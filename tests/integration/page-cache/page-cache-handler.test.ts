import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCacheHandler } from '@/lib/page-cache/page-cache-handler';
import { RENDER_FOR_CACHE_HEADER } from '@/lib/page-cache/page-cache-state';
import { PageStore } from '@/lib/page-cache/page-store';
import { SHARED_PAGE_HEADER } from '@/lib/page-cache/shared-pages';
import { createNonce } from '@/lib/security/content-security-policy';

// The page cache in front of a stand-in for Next: it renders a page with the nonce it is given (the
// placeholder when the cache asks, else its own), marks the pages anyone may see as the proxy does,
// and counts its renders.

const PLACEHOLDER = createNonce();
let renders: string[] = [];

function fakeNext(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/';
  renders.push(url);
  const nonce = request.headers[RENDER_FOR_CACHE_HEADER] === PLACEHOLDER ? PLACEHOLDER : createNonce();
  const headers: Record<string, string | string[]> = {
    'Content-Type': url.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8',
    'Content-Security-Policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
  };
  if (url.startsWith('/fr/shared') || url.startsWith('/fr/cookie')) headers[SHARED_PAGE_HEADER] = '1';
  if (url.startsWith('/fr/cookie')) headers['Set-Cookie'] = ['NEXT_LOCALE=fr; Path=/', 'tracker=1; Path=/'];
  const status = url.startsWith('/fr/shared/missing') ? 404 : 200;
  const who = String(request.headers.cookie ?? 'nobody');
  const body =
    `<html><head><script src="/_next/static/chunks/app.js" async="" nonce="${nonce}"></script></head>` +
    `<body><script nonce="${nonce}">boot()</script><p>${url} for ${who} ${'x'.repeat(2000)}</p></body></html>`;
  response.writeHead(status, headers);
  response.end(body);
}

let renderer: Server;
let front: Server;
let store: PageStore;
let origin: string;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  renderer = createServer(fakeNext);
  const renderPort = await listen(renderer);
  store = new PageStore(1024 * 1024, 60_000);
  const handle = createPageCacheHandler({
    handle: fakeNext,
    renderOrigin: { host: '127.0.0.1', port: renderPort },
    store,
    placeholder: PLACEHOLDER,
    newNonce: createNonce,
  });
  front = createServer((request, response) => void handle(request, response));
  origin = `http://127.0.0.1:${await listen(front)}`;
});

afterAll(() => {
  renderer.close();
  front.close();
});

beforeEach(() => {
  store.clear();
  renders = [];
});

const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
const policyNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('the page cache', () => {
  it('renders a shared page once and answers each request with a fresh nonce in the page and the policy', async () => {
    const first = await fetch(`${origin}/fr/shared/a`);
    const second = await fetch(`${origin}/fr/shared/a`);
    const [one, two] = [await first.text(), await second.text()];
    expect(renders).toEqual(['/fr/shared/a']);
    expect(nonceIn(one)).toBe(policyNonce(first));
    expect(nonceIn(two)).toBe(policyNonce(second));
    expect(nonceIn(one)).not.toBe(nonceIn(two));
    for (const text of [one, two]) expect(text).not.toContain(PLACEHOLDER);
    expect(first.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect(one.replaceAll(nonceIn(one) ?? '', '')).toBe(two.replaceAll(nonceIn(two) ?? '', ''));
  });

  it("loads a kept page's scripts after its first paint, by a loader with the response's nonce", async () => {
    await fetch(`${origin}/fr/shared/a`);
    const response = await fetch(`${origin}/fr/shared/a`);
    const html = await response.text();
    expect(html).not.toContain('<script src="/_next/static/chunks/app.js"');
    const loader = /<script nonce="([^"]+)">([^<]*)<\/script><\/body>/.exec(html);
    expect(loader?.[1]).toBe(policyNonce(response));
    expect(loader?.[2]).toContain('["/_next/static/chunks/app.js"]');
  });

  it('keeps pages apart by query and by language cookie', async () => {
    await fetch(`${origin}/fr/shared/a?page=2`);
    await fetch(`${origin}/fr/shared/a`);
    await fetch(`${origin}/fr/shared/a`, { headers: { cookie: 'NEXT_LOCALE=nl' } });
    expect(renders).toHaveLength(3);
  });

  it("renders every other page per request, and never gives one visitor another's page", async () => {
    const pages = await Promise.all(
      ['owner=1', 'owner=2', 'owner=3'].map((cookie) =>
        fetch(`${origin}/fr/owner/`, { headers: { cookie } }).then((response) => response.text()),
      ),
    );
    expect(renders).toHaveLength(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`for owner=${index + 1}`);
      expect(page).not.toContain(PLACEHOLDER);
    });
    await fetch(`${origin}/fr/owner/`, { headers: { cookie: 'owner=1' } });
    expect(renders).toHaveLength(4);
  });

  it('does not keep a page answered with another status or a cookie of its own', async () => {
    const missing = await fetch(`${origin}/fr/shared/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain(PLACEHOLDER);
    await fetch(`${origin}/fr/shared/missing`);
    await fetch(`${origin}/fr/cookie`);
    await fetch(`${origin}/fr/cookie`);
    expect(renders).toHaveLength(4);
  });

  it('renders a shared page once for requests that arrive together', async () => {
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${origin}/fr/shared/b`).then((r) => r.text())),
    );
    expect(renders).toEqual(['/fr/shared/b']);
    expect(new Set(pages.map(nonceIn)).size).toBe(5);
  });

  it('renders again once the kept pages are forgotten', async () => {
    await fetch(`${origin}/fr/shared/a`);
    store.clear();
    await fetch(`${origin}/fr/shared/a`);
    expect(renders).toHaveLength(2);
  });

  it('compresses for a browser that accepts it', async () => {
    await fetch(`${origin}/fr/shared/a`);
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding?: string; text: string }>((resolve) => {
      request(`${origin}/fr/shared/a`, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            text: gunzipSync(Buffer.concat(chunks)).toString(),
          }),
        );
      }).end();
    });
    expect(body.encoding).toBe('gzip');
    expect(body.text).toContain('/fr/shared/a for nobody');
    expect(body.text).not.toContain(PLACEHOLDER);
  });

  it('sends other requests straight to Next, without a placeholder a visitor could have sent', async () => {
    const api = await fetch(`${origin}/api/search/`, { headers: { [RENDER_FOR_CACHE_HEADER]: PLACEHOLDER } });
    expect(await api.text()).not.toContain(PLACEHOLDER);
    const page = await fetch(`${origin}/fr/owner/`, { headers: { [RENDER_FOR_CACHE_HEADER]: 'guess' } });
    expect(await page.text()).not.toContain(PLACEHOLDER);
  });
});
