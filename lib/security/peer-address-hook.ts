import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

const completed = new WeakSet<IncomingMessage>();

/** Appends the socket's address to X-Forwarded-For, once, as one more proxy would. */
function appendPeer(request: IncomingMessage): void {
  if (completed.has(request)) return;
  completed.add(request);
  const peer = request.socket?.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${peer}` : peer;
}

function onRequestStart(message: unknown): void {
  appendPeer((message as { request: IncomingMessage }).request);
}

/** Requests this process received before the hook: `next start` parks them until the app is ready. */
function parkedRequests(): IncomingMessage[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return handles
    .filter((handle): handle is Socket => handle instanceof Socket)
    .map((socket) => (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage?.req)
    .filter((request): request is IncomingMessage => request !== undefined && typeof request.method === 'string');
}

/**
 * Makes the last X-Forwarded-For entry of every request its socket's address, whatever the client
 * sent: lib/security/client-address.ts counts trusted proxies back from it. Node announces each
 * request on the 'http.server.request.start' channel before the server's handler sees it.
 * `next start` listens before instrumentation's register() installs this, and parks the requests
 * of that moment until the app is ready; those are completed here at once.
 * Returns the uninstaller (for tests).
 */
export function installPeerAddressHook(): () => void {
  subscribe('http.server.request.start', onRequestStart);
  for (const request of parkedRequests()) appendPeer(request);
  return () => unsubscribe('http.server.request.start', onRequestStart);
}
