import type { IncomingMessage } from 'node:http';

/**
 * Appends the socket's address to X-Forwarded-For, as one more proxy would: its last entry is then
 * the peer's, whatever the client sent, and lib/security/client-address.ts counts trusted proxies
 * back from it. The server of `npm start` (scripts/serve.ts) does it to every request before Next
 * sees it.
 */
export function appendPeerAddress(request: IncomingMessage): void {
  const peer = request.socket?.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${peer}` : peer;
}
