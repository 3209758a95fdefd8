import { appendedEntry } from '@/lib/security/client-address';
import { startedElsewhere } from '@/lib/security/fetch-site';

/**
 * CSRF guard for state-changing requests: browsers send Origin (and Sec-Fetch-Site) with every
 * POST, so a request from another site is recognisable. A missing Origin is accepted only when the
 * browser says the request is same-origin or sends no Fetch Metadata at all (old clients, curl).
 * An Origin passes when its scheme, host and port are those of `siteUrl`, or those the request was
 * sent to (staff may reach the site under an internal address): see requestOrigin.
 */
export function isSameOrigin(headers: Headers, siteUrl: string, trustedProxies: number): boolean {
  if (startedElsewhere(headers)) return false;
  const origin = headers.get('origin');
  if (!origin) return true;
  const given = originOf(origin);
  if (!given) return false;
  return given === new URL(siteUrl).origin || given === requestOrigin(headers, siteUrl, trustedProxies);
}

/** The serialized origin of a URL ("https://host:port" without a default port), or null. */
function originOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { origin } = new URL(url);
  // Opaque origins (data:, file:…) serialize as "null" and match nothing.
  return origin === 'null' ? null : origin;
}

/**
 * The origin the browser sent the request to. X-Forwarded-Host and -Proto are anyone's to send,
 * so they are read only behind `trustedProxies` proxies (TRUST_PROXY), and then the entry the
 * outermost of them wrote: entries left of it are the client's own claim. Otherwise the Host
 * header, under the scheme of `siteUrl`: without a proxy, this server serves that scheme itself.
 */
function requestOrigin(headers: Headers, siteUrl: string, trustedProxies: number): string | null {
  const forwarded = (name: string) => (trustedProxies > 0 ? proxyEntry(headers.get(name), trustedProxies) : null);
  const host = forwarded('x-forwarded-host') ?? headers.get('host');
  const scheme = (forwarded('x-forwarded-proto') ?? new URL(siteUrl).protocol.slice(0, -1)).toLowerCase();
  if (!host || !/^https?$/.test(scheme)) return null;
  return originOf(`${scheme}://${host}`);
}

/** The entry the outermost of `hops` proxies appended to a list (the last when there is one proxy). */
const proxyEntry = (value: string | null, hops: number) => appendedEntry(value, hops - 1);
