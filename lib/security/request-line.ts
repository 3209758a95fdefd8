// Requests Next cannot represent: its handler builds a WHATWG Request from every request, and
// that constructor throws on the methods fetch forbids (TRACE, TRACK, CONNECT) and on a target
// that is not a path ("GET *", the asterisk form of RFC 9112 §3.2.4); Next then answers 500.
// These are refused before Next sees them (lib/security/request-line-gate.ts). A target in
// absolute form ("GET http://host/fr/"), which RFC 9112 §3.2.2 has an origin server accept, Next
// answered with a redirect to itself, on the host the target named: it is read as that host and
// path instead.

/** The methods the site serves; anything else is answered 405 with this list in `Allow`. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export type RequestLineRefusal = { status: 400 | 405; headers: Record<string, string> };

const served = new Set<string>(SERVED_METHODS);

// A scheme, a host (no user name: `user@host` is how a link disguises its host), then the path and
// query, if any. A fragment is never sent.
const ABSOLUTE_FORM = /^https?:\/\/([^/?#@\s]+)([/?][^#]*)?$/i;

/** Why a request line is refused, or null when Next may handle it. */
export function requestLineRefusal(method: string | undefined, target: string | undefined): RequestLineRefusal | null {
  if (!method || !served.has(method)) return { status: 405, headers: { Allow: SERVED_METHODS.join(', ') } };
  // Origin form ("/fr/") is what browsers send; absolute form ("http://host/fr/") is what a client
  // sends a proxy, read as origin form below. Anything else has no path to serve.
  if (!target || !(target.startsWith('/') || ABSOLUTE_FORM.test(target))) return { status: 400, headers: {} };
  return null;
}

/**
 * The host and origin-form target ("/fr/?q=1") of an absolute-form target, as RFC 9112 §3.2.2
 * reads it: the target's host replaces the Host header. Null for a target that is a path already.
 */
export function originForm(target: string): { host: string; path: string } | null {
  const match = ABSOLUTE_FORM.exec(target);
  if (!match) return null;
  const [, host, rest = ''] = match;
  return { host: host!.toLowerCase(), path: rest.startsWith('/') ? rest : `/${rest}` };
}
