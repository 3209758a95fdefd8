/**
 * The visitor's address for rate limits. Behind a reverse proxy (trustProxy) it is the first
 * X-Forwarded-For address; otherwise that header is the visitor's to invent, so it is ignored and
 * every visitor shares one bucket.
 */
export function clientAddress(forwardedFor: string | null | undefined, trustProxy: boolean): string {
  if (!trustProxy || !forwardedFor) return 'direct';
  return forwardedFor.split(',')[0]?.trim() || 'direct';
}
