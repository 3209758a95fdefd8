import { createHash } from 'node:crypto';

// A page the same for every visitor leaves as the same bytes for everyone (docs/caching.md, shared
// pages): no nonce, a policy that lists the hashes of the page's own inline scripts instead, and
// headers that let the browser, a CDN or a shared cache keep it and revalidate it.
//
// The page is worked on as its bytes read one character per byte (`pageText`): the tags and
// attributes matched here are ASCII, so they match as written, and the UTF-8 of the page's words
// passes through untouched. Reading a page that way is a copy; decoding its UTF-8 and encoding it
// again took a millisecond for a listing, a fifth of what keeping a render cost beside React's work.

/** A page's bytes as text, one character per byte, for the functions of this module. */
export function pageText(bytes: Buffer): string {
  return bytes.toString('latin1');
}

/** The bytes of a page's text (`pageText`). */
export function pageBytes(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

/**
 * A browser asks again each time (a 304 when nothing changed: a visitor who just booked a visit or
 * an editor who just saved sees the change at once), and keeps the page for "back"; a shared cache
 * answers it for a minute, the page's own life in the server.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

// What a shared page never carries: a cookie (a shared cache would hand it to everyone), and the
// headers this module writes itself.
const DROPPED_HEADERS = new Set(['set-cookie', 'cache-control', 'etag', 'last-modified']);

// An inline script: `<script` and attributes without `src`, its text, `</script>`. Attribute values
// of Next's and our scripts hold no `>`.
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
// Types a browser runs; anything else (`application/ld+json`) is data the policy does not apply to.
const RUN_TYPE = /\btype="(?!module"|text\/javascript")[^"]*"/;

/**
 * The CSP hash sources ('sha256-…') of the scripts a browser would run from a page's own text
 * (`pageText`): each hashes the script's bytes as the page carries them, in UTF-8.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes) || RUN_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'latin1').digest('base64')}'`);
  }
  return [...hashes];
}

// Under 'strict-dynamic' a script preload the parser meets is allowed by a nonce alone (a hash names
// inline text): without one the browser refuses it and reports a violation. The page's loader
// fetches the same script after the first paint (lib/page-cache/scripts-after-paint.ts).
const SCRIPT_PRELOAD = /<link(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*>/g;

/** The page's text (`pageText`) as everyone gets it: the render's nonce placeholder taken out, attributes and all. */
export function sharedHtml(html: string, placeholder: string): string {
  return html.replaceAll(` nonce="${placeholder}"`, '').replaceAll(placeholder, '').replace(SCRIPT_PRELOAD, '');
}

export type Encoding = 'gzip' | 'identity';

/** Strong validators of the page's bytes, one per encoding (each is a representation of its own). */
export function entityTags(bytes: Buffer): Record<Encoding, string> {
  const digest = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return { gzip: `"${digest}-gzip"`, identity: `"${digest}"` };
}

/** The encoding to answer `Accept-Encoding` with: gzip, the one a kept page is kept in, else none. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (coding: string) =>
    (acceptEncoding ?? '').split(',').some((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
      return name.trim() === coding && !refused;
    });
  return accepted('gzip') ? 'gzip' : 'identity';
}

/** Whether `If-None-Match` names the page as the client already holds it. */
export function stillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A shared page's response headers from its render's: the policy's nonce source replaced by
 * `hashes`, the nonce taken out of `Link` preloads, no cookie, public caching, and the data tags it
 * was made of for caches that purge by tag (`Cache-Tag`, `Surrogate-Key`).
 */
export function sharedHeaders(
  rendered: ReadonlyArray<readonly [string, string]>,
  { placeholder, hashes, tags }: { placeholder: string; hashes: readonly string[]; tags: readonly string[] },
): Array<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [];
  let varies = false;
  for (const [name, value] of rendered) {
    const lowerName = name.toLowerCase();
    if (DROPPED_HEADERS.has(lowerName)) continue;
    if (lowerName === 'vary') {
      varies = true;
      // The kept page is answered in the encoding each request accepts.
      if (!/\baccept-encoding\b/i.test(value)) {
        headers.push([name, `${value}, Accept-Encoding`]);
        continue;
      }
    }
    const shared = value
      .replaceAll(`'nonce-${placeholder}'`, hashes.join(' '))
      .replaceAll(`; nonce="${placeholder}"`, '')
      .replaceAll(placeholder, '');
    headers.push([name, shared.replace(/ {2,}/g, ' ')]);
  }
  if (!varies) headers.push(['Vary', 'Accept-Encoding']);
  headers.push(['Cache-Control', SHARED_CACHE_CONTROL]);
  if (tags.length > 0) headers.push(['Cache-Tag', tags.join(',')], ['Surrogate-Key', tags.join(' ')]);
  return headers;
}
