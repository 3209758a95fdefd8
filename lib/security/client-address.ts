/**
 * The visitor's address for rate limits, from X-Forwarded-For as this server completes it: the
 * socket's address is always appended last (lib/security/peer-address.ts), and each of the
 * `trustedHops` proxies in front of the app appended the address it saw before that. Entries
 * further left are whatever the client sent, so they are never read.
 */
export function clientAddress(forwardedFor: string | null | undefined, trustedHops: number): string {
  return appendedEntry(forwardedFor, trustedHops) ?? 'unknown';
}

/**
 * The entry `fromLast` places before the last of a header each hop appended to (X-Forwarded-For,
 * X-Forwarded-Host), or null when it is empty. Fewer entries than that: fewer hops appended (or
 * one set it whole), and the first entry is theirs.
 */
export function appendedEntry(value: string | null | undefined, fromLast: number): string | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - 1 - fromLast)] ?? null;
}
