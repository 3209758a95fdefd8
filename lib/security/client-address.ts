/**
 * The visitor's address for rate limits, from X-Forwarded-For as this server completes it: the
 * socket's address is always appended last (lib/security/peer-address.ts), and each of the
 * `trustedHops` proxies in front of the app appended the address it saw before that. Entries
 * further left are whatever the client sent, so they are never read.
 */
export function clientAddress(forwardedFor: string | null | undefined, trustedHops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than expected: the request came past the proxy; its farthest hop is the peer.
  return entries[Math.max(0, entries.length - 1 - trustedHops)] ?? 'unknown';
}

/** TRUST_PROXY as a number of proxies: `false` and `true` mean 0 and 1. */
export function trustedProxyHops(value: string): number {
  if (value === 'true') return 1;
  if (value === 'false') return 0;
  return Number(value);
}
