import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCacheHandler } from '@/lib/page-cache/page-cache-handler';
import { RENDER_FOR_CACHE_HEADER } from '@/lib/page-cache/page-cache-state';
import { PageStore } from '@/lib/page-cache/page-store';
import { inProcessRenderer } from '@/lib/page-cache/render-in-process';
import { SHARED_CACHE_CONTROL } from '@/lib/page-cache/shared-page';
import { SHARED_PAGE_HEADER } from '@/lib/page-cache/shared-pages';
import { createNonce } from '@/lib/security/content-security-policy';

// The page cache in front of a stand-in for Next: it renders a page with the nonce it is given (the
// placeholder when the cache asks, else its own), marks the pages anyone may see as the proxy does,
// and counts its renders.

const PLACEHOLDER = createNonce();
let renders: string[] = [];
let renderHeaders: IncomingMessage['headers'][] = [];
let hang = false;

function fakeNext(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/';
  renders.push(url);
  renderHeaders.push(request.headers);
  if (hang && url.startsWith('/fr/a-louer/')) return;
  const nonce = request.headers[RENDER_FOR_CACHE_HEADER] === PLACEHOLDER ? PLACEHOLDER : createNonce();
  const headers: Record<string, string | string[]> = {
    'Content-Type': url.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8',
    'Content-Security-Policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
  };
  const forCache = nonce === PLACEHOLDER;
  if (forCache && (url.startsWith('/fr/a-') || url.startsWith('/fr/cookie')))
    headers[SHARED_PAGE_HEADER] = url.startsWith('/fr/a-vendre/gent/huis/41001')
      ? 'site-content property:41001'
      : 'site-content';
  // next-intl records the page's language in a cookie of every answer; a page may set its own too.
  headers['Set-Cookie'] = ['NEXT_LOCALE=fr; Path=/', ...(url.startsWith('/fr/cookie') ? ['tracker=1; Path=/'] : [])];
  headers.Link = `<http://${request.headers.host}/nl/>; rel="alternate"`;
  const status = url.startsWith('/fr/a-vendre/missing') ? 404 : 200;
  const who = String(request.headers.cookie ?? 'nobody');
  const body =
    `<html><head><script src="/_next/static/chunks/app.js" async="" nonce="${nonce}"></script></head>` +
    `<body><script nonce="${nonce}">boot()</script><p>${url} for ${who} ${'x'.repeat(2000)}</p></body></html>`;
  response.writeHead(status, headers);
  response.end(body);
}

let front: Server;
let store: PageStore;
let origin: string;
const siteHosts = ['site.example'];

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  store = new PageStore(1024 * 1024, 60_000);
  const handle = createPageCacheHandler({
    handle: fakeNext,
    render: inProcessRenderer(fakeNext, 2),
    store,
    placeholder: PLACEHOLDER,
    newNonce: createNonce,
    siteHosts,
    trustProxy: false,
    renderTimeoutMs: 300,
  });
  front = createServer((request, response) => void handle(request, response));
  origin = `http://127.0.0.1:${await listen(front)}`;
  siteHosts.push(new URL(origin).host);
});

afterAll(() => {
  front.close();
});

beforeEach(() => {
  store.expire(new Set(['site-content']));
  renders = [];
  renderHeaders = [];
  hang = false;
});

const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
const policyNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('the page cache', () => {
  it('renders a shared page once and answers everyone the same bytes, under a policy of hashes', async () => {
    const first = await fetch(`${origin}/fr/a-vendre/`);
    const second = await fetch(`${origin}/fr/a-vendre/`);
    const [one, two] = [await first.text(), await second.text()];
    expect(renders).toEqual(['/fr/a-vendre/']);
    expect(one).toBe(two);
    expect(one).not.toContain('nonce');
    expect(one).not.toContain(PLACEHOLDER);
    const policy = first.headers.get('content-security-policy');
    expect(policy).toBe(second.headers.get('content-security-policy'));
    expect(policy).not.toContain('nonce');
    // One hash per inline script: the page's own and the loader of its chunks.
    expect(policy).toMatch(/^script-src 'sha256-[\w+/]+=*' 'sha256-[\w+/]+=*' 'strict-dynamic'$/);
    expect(first.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
  });

  it('lets any cache keep a shared page: public, validated by a strong ETag, tagged, without a cookie', async () => {
    const first = await fetch(`${origin}/fr/a-vendre/?page=3`);
    expect(first.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(first.headers.get('cache-tag')).toBe('site-content');
    expect(first.headers.get('surrogate-key')).toBe('site-content');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}-gzip"$/);
    const again = await fetch(`${origin}/fr/a-vendre/?page=3`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
    const changed = await fetch(`${origin}/fr/a-vendre/?page=3`, { headers: { 'if-none-match': '"another"' } });
    expect(changed.status).toBe(200);
    expect(renders).toEqual(['/fr/a-vendre/?page=3']);
  });

  it("loads a kept page's scripts after its first paint, by a loader the policy names by its hash", async () => {
    await fetch(`${origin}/fr/a-vendre/`);
    const response = await fetch(`${origin}/fr/a-vendre/`);
    const html = await response.text();
    expect(html).not.toContain('<script src="/_next/static/chunks/app.js"');
    const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('["/_next/static/chunks/app.js"]');
    const hash = createHash('sha256').update(loader).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('keeps pages apart by query, not by language cookie', async () => {
    await fetch(`${origin}/fr/a-vendre/?page=2`);
    await fetch(`${origin}/fr/a-vendre/`);
    await fetch(`${origin}/fr/a-vendre/`, { headers: { cookie: 'NEXT_LOCALE=nl' } });
    expect(renders).toHaveLength(2);
  });

  it("renders every other page per request, and never gives one visitor another's page", async () => {
    const pages = await Promise.all(
      ['owner=1', 'owner=2', 'owner=3'].map((cookie) =>
        fetch(`${origin}/fr/espace-proprietaire/`, { headers: { cookie } }).then((response) => response.text()),
      ),
    );
    expect(renders).toHaveLength(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`for owner=${index + 1}`);
      expect(page).not.toContain(PLACEHOLDER);
    });
    await fetch(`${origin}/fr/espace-proprietaire/`, { headers: { cookie: 'owner=1' } });
    expect(renders).toHaveLength(4);
  });

  it('does not keep a page answered with another status or a cookie of its own', async () => {
    const missing = await fetch(`${origin}/fr/a-vendre/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain(PLACEHOLDER);
    await fetch(`${origin}/fr/a-vendre/missing`);
    await fetch(`${origin}/fr/cookie-policy/`);
    await fetch(`${origin}/fr/cookie-policy/`);
    expect(renders).toHaveLength(4);
  });

  it('renders a shared page once for requests that arrive together', async () => {
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${origin}/fr/a-louer/`).then((r) => r.text())),
    );
    expect(renders).toEqual(['/fr/a-louer/']);
    expect(new Set(pages).size).toBe(1);
  });

  it('renders again once the kept pages are forgotten', async () => {
    await fetch(`${origin}/fr/a-vendre/`);
    store.expire(new Set(['site-content']));
    await fetch(`${origin}/fr/a-vendre/`);
    expect(renders).toHaveLength(2);
  });

  it('answers the gzip copy it keeps to any client that takes it, and the page itself to others', async () => {
    await fetch(`${origin}/fr/a-vendre/`);
    const { request } = await import('node:http');
    const exchange = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
        request(`${origin}/fr/a-vendre/`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).end();
      });
    // Kept in gzip alone: a browser that also takes brotli gets the gzip copy.
    const browser = await exchange('gzip, deflate, br');
    const gzipped = await exchange('gzip');
    // Twice: the second time from the copy inflated the first time.
    const plain = [await exchange('identity'), await exchange('br')];
    expect([browser.encoding, gzipped.encoding, ...plain.map((answer) => answer.encoding)]).toEqual([
      'gzip',
      'gzip',
      undefined,
      undefined,
    ]);
    const html = gunzipSync(browser.body).toString();
    expect(gunzipSync(gzipped.body).toString()).toBe(html);
    expect(plain.map((answer) => answer.body.toString())).toEqual([html, html]);
    expect(html).toContain('/fr/a-vendre/ for nobody');
    expect(renders).toEqual(['/fr/a-vendre/']);
  });

  it('sends other requests straight to Next, without a placeholder a visitor could have sent', async () => {
    const api = await fetch(`${origin}/api/search/`, { headers: { [RENDER_FOR_CACHE_HEADER]: PLACEHOLDER } });
    expect(await api.text()).not.toContain(PLACEHOLDER);
    const page = await fetch(`${origin}/fr/espace-proprietaire/`, { headers: { [RENDER_FOR_CACHE_HEADER]: 'guess' } });
    expect(await page.text()).not.toContain(PLACEHOLDER);
  });
});

/** Writes `raw` on one connection and reads until the server closes it or `ms` pass. */
function rawExchange(raw: string, ms = 1_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', done);
    socket.on('error', done);
    setTimeout(done, ms);
    socket.write(raw);
  });
}

describe('the render for the cache', () => {
  it('refuses a page GET that carries a body, so no request can be smuggled into a render', async () => {
    const smuggled = 'GET /fr/contact/ HTTP/1.1\r\nx-smuggle: ';
    const answer = await rawExchange(
      `GET /fr/a-vendre/?page=2 HTTP/1.1\r\nHost: site.example\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}` +
        'GET /fr/a-vendre/?page=3 HTTP/1.1\r\nHost: site.example\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(renders.some((url) => url.startsWith('/fr/contact/'))).toBe(false);
    const later = await fetch(`${origin}/fr/a-vendre/?page=3`);
    expect(await later.text()).toContain('/fr/a-vendre/?page=3 for');
    expect(renders).not.toContain('/fr/contact/');
  });

  it('refuses a chunked page GET too', async () => {
    const answer = await rawExchange(
      'GET /fr/a-vendre/ HTTP/1.1\r\nHost: site.example\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(renders).toEqual([]);
  });

  it("sends the renderer the key's inputs alone: no framing, no visitor cookie, language or browser", async () => {
    await fetch(`${origin}/fr/a-vendre/?page=5`, {
      headers: {
        cookie: 'session=secret; NEXT_LOCALE=nl; tracker=1',
        'accept-language': 'de-DE',
        'user-agent': 'Probe/1.0',
        'x-forwarded-for': '203.0.113.9',
      },
    });
    const [headers] = renderHeaders;
    expect(headers?.cookie).toBeUndefined();
    for (const name of ['accept-language', 'user-agent', 'x-forwarded-for', 'content-length', 'transfer-encoding'])
      expect(headers?.[name]).toBeUndefined();
  });

  it('names the site, not the renderer, to a request without a Host header', async () => {
    const answer = await rawExchange('GET /fr/a-vendre/?page=4 HTTP/1.0\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nlink: <http:\/\/site\.example\/nl\/>/i);
    expect(answer).not.toMatch(/127\.0\.0\.1/);
  });

  it('forgets a kept page when data it shows changes, and keeps the others', async () => {
    await fetch(`${origin}/fr/a-vendre/gent/huis/41001/`);
    await fetch(`${origin}/fr/a-vendre/gent/huis/41002/`);
    store.expire(new Set(['property:41001']));
    await fetch(`${origin}/fr/a-vendre/gent/huis/41001/`);
    await fetch(`${origin}/fr/a-vendre/gent/huis/41002/`);
    expect(renders).toEqual([
      '/fr/a-vendre/gent/huis/41001/',
      '/fr/a-vendre/gent/huis/41002/',
      '/fr/a-vendre/gent/huis/41001/',
    ]);
  });

  it('answers 503 with Retry-After to everyone waiting on a render that does not end', async () => {
    hang = true;
    const answers = await Promise.all(Array.from({ length: 3 }, () => fetch(`${origin}/fr/a-louer/`)));
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(answers[0]?.headers.get('retry-after')).toBe('5');
    expect(renders).toEqual(['/fr/a-louer/']);
  });
});

describe('the hosts the page cache keeps pages for', () => {
  const askUnder = (host: string, headers: Record<string, string> = {}) =>
    new Promise<void>((resolve) => {
      const socket = connect(Number(new URL(origin).port), '127.0.0.1');
      const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.on('data', () => socket.destroy());
      socket.on('close', () => resolve());
      socket.write(`GET /fr/a-vendre/?page=7 HTTP/1.1\r\nHost: ${host}\r\n${extra.join('')}Connection: close\r\n\r\n`);
    });

  it("keeps the pages asked for under the site's hosts alone", async () => {
    await askUnder('site.example');
    await askUnder('site.example');
    expect(renders).toEqual(['/fr/a-vendre/?page=7']);
    await askUnder('flood-1.example');
    await askUnder('flood-1.example');
    expect(renders).toHaveLength(3);
    expect(store.size).toBe(1);
  });

  it('does not believe X-Forwarded-Host when no proxy is trusted', async () => {
    await askUnder('flood-2.example', { 'x-forwarded-host': 'site.example' });
    await askUnder('flood-2.example', { 'x-forwarded-host': 'site.example' });
    expect(renders).toHaveLength(2);
    expect(store.size).toBe(0);
  });
});

describe('kept pages, kept compressed', () => {
  it('answers a client that takes no compression with the plain page', async () => {
    await fetch(`${origin}/fr/a-vendre/?page=9`);
    const answer = await rawExchange(
      'GET /fr/a-vendre/?page=9 HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).not.toMatch(/content-encoding/i);
    expect(answer).toMatch(/etag: "[\w-]{27}"\r\n/i);
    expect(answer).toContain('/fr/a-vendre/?page=9 for');
    expect(answer).not.toContain(PLACEHOLDER);
  });

  it('answers a page it does not keep with a nonce of its own, in the page and the policy', async () => {
    const missing = await fetch(`${origin}/fr/a-vendre/missing`);
    const html = await missing.text();
    expect(missing.status).toBe(404);
    expect(nonceIn(html)).toBe(policyNonce(missing));
    expect(html).not.toContain(PLACEHOLDER);
  });

  it('weighs a kept page at a fraction of its HTML', async () => {
    await fetch(`${origin}/fr/a-vendre/?page=10`);
    expect(store.size).toBe(1);
    expect(store.weight).toBeLessThan(2_000 / 4);
  });
});
