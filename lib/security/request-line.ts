// Requests Next cannot represent: its handler builds a WHATWG Request from every request, and
// that constructor throws on the methods fetch forbids (TRACE, TRACK, CONNECT) and on a target
// that is not a path ("GET *", the asterisk form of RFC 9112 §3.2.4); Next then answers 500.
// These are refused before Next sees them (lib/security/request-line-gate.ts).

/** The methods the site serves; anything else is answered 405 with this list in `Allow`. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export type RequestLineRefusal = { status: 400 | 405; headers: Record<string, string> };

const served = new Set<string>(SERVED_METHODS);

/** Why a request line is refused, or null when Next may handle it. */
export function requestLineRefusal(method: string | undefined, target: string | undefined): RequestLineRefusal | null {
  if (!method || !served.has(method)) return { status: 405, headers: { Allow: SERVED_METHODS.join(', ') } };
  // Origin form ("/fr/") is what browsers send; absolute form ("http://host/fr/") is allowed to
  // proxies by RFC 9112 and Next reads its path. Anything else has no path to serve.
  if (!target || !(target.startsWith('/') || /^https?:\/\//i.test(target))) return { status: 400, headers: {} };
  return null;
}
