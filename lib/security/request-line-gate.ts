import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLineRefusal } from './request-line';

/**
 * Answers, before Next's handler runs, a request it would answer with 500
 * (lib/security/request-line.ts); true when it did. The server of `npm start` (scripts/serve.ts)
 * asks it first of every request.
 */
export function refuseRequestLine(request: IncomingMessage, response: ServerResponse): boolean {
  const refusal = requestLineRefusal(request.method, request.url);
  if (!refusal) return false;
  response.writeHead(refusal.status, {
    ...refusal.headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  response.end(refusal.status === 405 ? 'Method Not Allowed\n' : 'Bad Request\n');
  return true;
}
