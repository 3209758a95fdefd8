import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerPlainText } from '@/lib/http/plain-text-answer';
import { originForm, requestLineRefusal } from './request-line';

/**
 * Answers, before Next's handler runs, a request it would answer with 500
 * (lib/security/request-line.ts), and returns true; else puts an absolute-form target in the origin
 * form Next reads, its host in the Host header, and returns false. The server of `npm start`
 * (scripts/serve.ts) asks it first of every request.
 */
export function gateRequestLine(request: IncomingMessage, response: ServerResponse): boolean {
  const refusal = requestLineRefusal(request.method, request.url);
  if (refusal) {
    answerPlainText(response, refusal.status, { ...refusal.headers, Connection: 'close' });
    return true;
  }
  const origin = originForm(request.url!);
  if (origin) {
    request.url = origin.path;
    request.headers.host = origin.host;
  }
  return false;
}
