/**
 * Whether the browser says the request was started by another site (Fetch Metadata): a link or a
 * redirect on another page, a "same-site" sibling host included. A link on this site sends
 * "same-origin", an address typed or bookmarked "none"; a client that sends no Sec-Fetch-Site at
 * all (curl, an old browser) is not refused, as it cannot be told apart.
 *
 * Unlike isSameOrigin (lib/security/same-origin.ts), no Origin is looked at: a navigation does
 * not send one, so this is the check for a GET download that must still open from a plain link.
 */
export function startedElsewhere(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}
