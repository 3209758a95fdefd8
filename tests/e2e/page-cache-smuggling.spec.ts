import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/e2e-env';

// Requests written on raw sockets to the server as `npm start` runs it: no visitor's bytes may be
// read as part of another request, which would put one visitor's page in the cache under another's
// address (docs/caching.md, rendered pages).

/** Writes `raw` on one connection; resolves with what the server answered once it closes or goes quiet. */
function exchange(raw: string, quietMs = 3_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(E2E_PORT, '127.0.0.1');
    let answer = '';
    let timer = setTimeout(() => socket.destroy(), quietMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      clearTimeout(timer);
      timer = setTimeout(() => socket.destroy(), 500);
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.write(raw);
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const host = `127.0.0.1:${E2E_PORT}`;

test('a body announced on one page request is not read from the next one', async ({ request }) => {
  // A listing's text search: a page the cache keeps, under a query of this test's own. Request A
  // announces as many body bytes as the start of B's render request up to its first header's
  // value; if the render of A carried that Content-Length over a kept-alive connection to a
  // renderer, the renderer would read the start of B's render as A's body, then B's header value
  // as a request of its own: the contact page, kept under B's address for every visitor.
  const tag = randomBytes(6).toString('hex');
  const listing = (suffix: string) => `/fr/a-vendre/?q=${tag}${suffix}`;
  const prefix = `GET ${listing('b')} HTTP/1.1\r\nx-smuggle: `;
  const first = await exchange(
    `GET ${listing('a')} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: ${prefix.length}\r\n\r\n${prefix}`,
  );
  expect(first).toMatch(/^HTTP\/1\.1 400 /);
  await exchange(`GET ${listing('b')} HTTP/1.1\r\nx-smuggle: GET /fr/contact/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`);

  const contact = titleOf(await (await request.get('/fr/contact/')).text());
  const asked = await request.get(listing('b'));
  expect(asked.status()).toBe(200);
  const title = titleOf(await asked.text());
  expect(title).not.toBe(contact);
  expect(title).toBe(titleOf(await (await request.get(listing('c'))).text()));
});

test("a page request with a body is refused without spoiling the next visitor's request", async ({ request }) => {
  const answer = await exchange(
    `GET /fr/a-vendre/?q=${randomBytes(6).toString('hex')} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 5\r\n\r\nhello`,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  for (const path of ['/fr/', '/nl/te-koop/', '/de/kontakt/']) expect((await request.get(path)).status()).toBe(200);
});

// Rendered for the cache (a listing's search) and per request (a query the home page does not read).
for (const path of ['/fr/a-vendre/?q=', '/fr/?old=']) {
  test(`a request for ${path}… without a Host header is answered with links on the site, never the internal address`, async () => {
    const answer = await exchange(`GET ${path}${randomBytes(6).toString('hex')} HTTP/1.0\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.[01] 200 /);
    const link = /^link: (.*)$/im.exec(answer)?.[1] ?? '';
    expect(link).toContain(`<http://${host}/nl/`);
    for (const [, port] of answer.matchAll(/127\.0\.0\.1:(\d+)/g)) expect(Number(port)).toBe(E2E_PORT);
  });
}
