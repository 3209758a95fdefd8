// A real HTTP server behind the gate: requests its handler could not represent never reach it.
import http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateRequestLine } from '@/lib/security/request-line-gate';

let server: http.Server;
let port = 0;
const handled: string[] = [];

beforeAll(async () => {
  // As the server of `npm start` (scripts/serve.ts) asks the gate first.
  server = http.createServer((request, response) => {
    if (gateRequestLine(request, response)) return;
    handled.push(`${request.method} ${request.url} ${request.headers.host}`);
    response.end('handled');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Sends a raw request line and answers the response's status line and headers. */
function raw(requestLine: string, host = 'localhost'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: ${host}\r\n\r\n`));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(answer.split('\r\n\r\n')[0]!);
      }
    });
    socket.on('error', reject);
  });
}

describe('request-line gate', () => {
  it('answers TRACE with 405 and the served methods, without calling the handler', async () => {
    const head = await raw('TRACE /fr/ HTTP/1.1');
    expect(head).toMatch(/^HTTP\/1\.1 405 /);
    expect(head).toContain('Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(handled.some((line) => line.startsWith('TRACE'))).toBe(false);
  });

  it('answers the asterisk target with 400', async () => {
    expect(await raw('GET * HTTP/1.1')).toMatch(/^HTTP\/1\.1 400 /);
    expect(handled.some((line) => line.startsWith('GET *'))).toBe(false);
  });

  it('hands a well-formed request to the handler', async () => {
    expect(await raw('GET /fr/ HTTP/1.1')).toMatch(/^HTTP\/1\.1 200 /);
    expect(handled).toContain('GET /fr/ localhost');
  });

  it("hands a proxy's absolute-form request on as its path, under the host it names", async () => {
    expect(await raw('GET http://Vitrine.example/nl/te-koop/?page=2 HTTP/1.1', 'other.example')).toMatch(
      /^HTTP\/1\.1 200 /,
    );
    expect(handled).toContain('GET /nl/te-koop/?page=2 vitrine.example');
  });

  it('answers an absolute-form target that hides its host behind a user name with 400', async () => {
    expect(await raw('GET http://vitrine.example@evil.example/fr/ HTTP/1.1')).toMatch(/^HTTP\/1\.1 400 /);
    expect(handled.some((line) => line.includes('evil.example'))).toBe(false);
  });
});
