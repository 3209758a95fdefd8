import { STATUS_CODES, type ServerResponse } from 'node:http';

/** A short plain-text answer that no cache keeps, in the status's own words ("Bad Request"). */
export function answerPlainText(response: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`${STATUS_CODES[status]}\n`);
}
