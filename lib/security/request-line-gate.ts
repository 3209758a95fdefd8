import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerPlainText } from '@/lib/http/plain-text-answer';
import { requestLineRefusal } from './request-line';

/**
 * Answers, before Next's handler runs, a request it would answer with 500
 * (lib/security/request-line.ts); true when it did. The server of `npm start` (scripts/serve.ts)
 * asks it first of every request.
 */
export function refuseRequestLine(request: IncomingMessage, response: ServerResponse): boolean {
  const refusal = requestLineRefusal(request.method, request.url);
  if (!refusal) return false;
  answerPlainText(response, refusal.status, { ...refusal.headers, Connection: 'close' });
  return true;
}
