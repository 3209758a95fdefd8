// The rate-limit key of a real HTTP server: the socket's address, whatever X-Forwarded-For says.
// Node connects from 127.0.0.2 and 127.0.0.3 (the whole 127/8 is loopback on Linux).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { clientAddress } from '@/lib/security/client-address';
import { appendPeerAddress } from '@/lib/security/peer-address';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

type Answer = { status: number; key: string };

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/**
 * A server keyed like the site's routes behind the server of `npm start` (scripts/serve.ts), which
 * appends the peer address: clientAddress of X-Forwarded-For, `hops` proxies trusted.
 */
async function start(limiter: RateLimiter, hops: number): Promise<number> {
  server = http.createServer((request, response) => {
    appendPeerAddress(request);
    void (async () => {
      const forwarded = request.headers['x-forwarded-for'];
      const key = clientAddress(typeof forwarded === 'string' ? forwarded : null, hops);
      const result = await limiter.consume(key);
      response.writeHead(result.allowed ? 200 : 429, { 'content-type': 'text/plain' }).end(key);
    })();
  });
  await new Promise<void>((resolve) => server!.listen(0, '0.0.0.0', resolve));
  return (server.address() as AddressInfo).port;
}

function send(port: number, from: string, forwardedFor?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      },
      (response) => {
        let key = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (key += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, key }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const limiterOn = async () =>
  createRateLimiter({ name: 'form:test', points: 3, windowSeconds: 600 }, { db: await freshDb() });

describe('rate-limit key of a direct connection (no trusted proxy)', () => {
  it('limits 127.0.0.2 after its budget while 127.0.0.3 still passes', async () => {
    const port = await start(await limiterOn(), 0);
    const first = [];
    for (let i = 0; i < 4; i += 1) first.push(await send(port, '127.0.0.2'));
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(first[0]?.key).toBe('127.0.0.2');
    expect(await send(port, '127.0.0.3')).toEqual({ status: 200, key: '127.0.0.3' });
  });

  it('ignores a spoofed X-Forwarded-For, a fresh one on each request included', async () => {
    const port = await start(await limiterOn(), 0);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await send(port, '127.0.0.2', `198.51.100.${i}`));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(new Set(answers.map((answer) => answer.key))).toEqual(new Set(['127.0.0.2']));
    // Claiming to be the other address does not spend that address's budget either.
    expect(await send(port, '127.0.0.3', '127.0.0.2')).toEqual({ status: 200, key: '127.0.0.3' });
  });
});

describe('rate-limit key behind one trusted proxy', () => {
  it('is the address the proxy appended, not the client claim before it', async () => {
    const port = await start(await limiterOn(), 1);
    // The proxy on 127.0.0.2 forwards a client that claims 10.9.9.9 and connected from 192.0.2.1.
    const answer = await send(port, '127.0.0.2', '10.9.9.9, 192.0.2.1');
    expect(answer).toEqual({ status: 200, key: '192.0.2.1' });
  });
});
