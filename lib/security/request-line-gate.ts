import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { requestLineRefusal } from './request-line';

/** Answers a refused request line itself; true when it did. */
function refuse(request: IncomingMessage, response: ServerResponse): boolean {
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

/**
 * Refuses, before Next's handler runs, the requests it would answer with 500
 * (lib/security/request-line.ts). `next start` creates its HTTP server before instrumentation's
 * register() runs, so the gate sits on the prototype's `emit`, where every server of the
 * process announces a request. Returns the uninstaller (for tests).
 */
export function installRequestLineGate(): () => void {
  const prototype = Server.prototype as Server & { emit: Server['emit'] };
  const ownEmit = Object.prototype.hasOwnProperty.call(prototype, 'emit') ? prototype.emit : undefined;
  const emit = prototype.emit;
  prototype.emit = function gatedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && refuse(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return emit.apply(this, [event, ...args] as Parameters<Server['emit']>);
  } as Server['emit'];
  return () => {
    if (ownEmit) prototype.emit = ownEmit;
    else delete (prototype as { emit?: unknown }).emit;
  };
}
