// Requests of the several-servers test, each on a connection of its own: a kept-alive connection
// that a server closes as idle (after 5 s, while the test waits for the command line) would fail the
// next request sent on it.
import { request } from 'node:http';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

export function send(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
