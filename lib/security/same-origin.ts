/**
 * CSRF guard for state-changing requests: browsers send Origin (and Sec-Fetch-Site) with every
 * POST, so a request from another site is recognisable. A missing Origin is accepted only when the
 * browser says the request is same-origin or sends no Fetch Metadata at all (old clients, curl).
 */
export function isSameOrigin(headers: Headers, siteUrl: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = headers.get('origin');
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const requestHost = headers.get('x-forwarded-host') ?? headers.get('host');
  return originHost === requestHost || originHost === new URL(siteUrl).host;
}
