import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chosenEncoding,
  entityTags,
  inlineScriptHashes,
  pageBytes,
  pageText,
  SHARED_CACHE_CONTROL,
  sharedHeaders,
  sharedHtml,
  stillFresh,
} from '@/lib/page-cache/shared-page';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const PLACEHOLDER = 'PLACEHOLDER0000000000==';

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script a browser runs, once each', () => {
    const html =
      '<script>boot()</script><script id="_R_" async="">push(1)</script>' +
      '<script type="module">go()</script><script>boot()</script>\n<script>\n multi\n line\n</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('boot()'),
      sha256('push(1)'),
      sha256('go()'),
      sha256('\n multi\n line\n'),
    ]);
  });

  it('leaves out scripts with a source and data blocks', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script type="text/javascript">x()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('x()')]);
  });

  it('finds none in a page without scripts', () => {
    expect(inlineScriptHashes('<p>script</p>')).toEqual([]);
  });

  it("hashes a script's UTF-8 bytes, as the browser does, from the page's text", () => {
    const script = 'say("Prix réduit à 285 000 €")';
    expect(inlineScriptHashes(pageText(Buffer.from(`<script>${script}</script>`)))).toEqual([sha256(script)]);
  });
});

describe('pageText and pageBytes', () => {
  it("give back the page's bytes as they came, its words in any language included", () => {
    const page = Buffer.from('<h1>Maison à vendre — Ærø, 3 Zimmer, 42 m² 🏡</h1>');
    expect(pageBytes(sharedHtml(pageText(page), PLACEHOLDER))).toEqual(page);
  });
});

describe('sharedHtml', () => {
  it('takes the placeholder out of attributes and of the payload, and drops script preloads', () => {
    const html =
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/a.js"/>` +
      `<link rel="preload" href="/_next/b.js" as="script" fetchPriority="low"/>` +
      `<link rel="preload" href="/font.woff2" as="font"/>` +
      `<link rel="stylesheet" href="/a.css" nonce="${PLACEHOLDER}"/>` +
      `<script nonce="${PLACEHOLDER}">push({"nonce":"${PLACEHOLDER}"})</script>`;
    expect(sharedHtml(html, PLACEHOLDER)).toBe(
      '<link rel="preload" href="/font.woff2" as="font"/><link rel="stylesheet" href="/a.css"/><script>push({"nonce":""})</script>',
    );
  });
});

describe('sharedHeaders', () => {
  const rendered: [string, string][] = [
    ['Content-Type', 'text/html; charset=utf-8'],
    ['content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${PLACEHOLDER}' 'strict-dynamic'`],
    ['Link', `</font.woff2>; rel=preload; as="font"; nonce="${PLACEHOLDER}"; type="font/woff2"`],
    ['set-cookie', 'NEXT_LOCALE=fr; Path=/'],
    ['Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate'],
    ['Vary', 'rsc, Accept-Encoding'],
  ];

  it('names the scripts by their hashes, drops the cookie and the nonce, and lets caches keep the page', () => {
    const headers = sharedHeaders(rendered, {
      placeholder: PLACEHOLDER,
      hashes: ["'sha256-a'", "'sha256-b'"],
      tags: ['site-content', 'property:41001'],
    });
    expect(headers).toEqual([
      ['Content-Type', 'text/html; charset=utf-8'],
      ['content-security-policy', "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b' 'strict-dynamic'"],
      ['Link', '</font.woff2>; rel=preload; as="font"; type="font/woff2"'],
      ['Vary', 'rsc, Accept-Encoding'],
      ['Cache-Control', SHARED_CACHE_CONTROL],
      ['Cache-Tag', 'site-content,property:41001'],
      ['Surrogate-Key', 'site-content property:41001'],
    ]);
  });

  it('varies by encoding whatever the render said, and tags nothing when the page has no tag', () => {
    const headers = sharedHeaders([['Vary', 'rsc']], { placeholder: PLACEHOLDER, hashes: [], tags: [] });
    expect(headers).toEqual([
      ['Vary', 'rsc, Accept-Encoding'],
      ['Cache-Control', SHARED_CACHE_CONTROL],
    ]);
    expect(sharedHeaders([], { placeholder: PLACEHOLDER, hashes: [], tags: [] })).toEqual([
      ['Vary', 'Accept-Encoding'],
      ['Cache-Control', SHARED_CACHE_CONTROL],
    ]);
  });

  it('keeps a policy without scripts strict: no nonce, nothing in its place', () => {
    const [[, policy] = []] = sharedHeaders(
      [['content-security-policy', `script-src 'nonce-${PLACEHOLDER}' 'strict-dynamic'`]],
      {
        placeholder: PLACEHOLDER,
        hashes: [],
        tags: [],
      },
    );
    expect(policy).toBe("script-src 'strict-dynamic'");
  });
});

describe('entityTags', () => {
  it('gives each encoding of the same bytes its own strong tag, and other bytes other tags', () => {
    const tags = entityTags(Buffer.from('<p>page</p>'));
    expect(new Set(Object.values(tags)).size).toBe(2);
    expect(tags.identity).toMatch(/^"[\w-]{27}"$/);
    expect(tags.gzip).toBe(tags.identity.replace(/"$/, '-gzip"'));
    expect(entityTags(Buffer.from('<p>page</p>'))).toEqual(tags);
    expect(entityTags(Buffer.from('<p>other</p>')).identity).not.toBe(tags.identity);
  });
});

describe('chosenEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br', 'identity'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('answers %j with %s', (header, encoding) => {
    expect(chosenEncoding(header)).toBe(encoding);
  });
});

describe('stillFresh', () => {
  it('matches the tag the client holds, weak or strong, alone or in a list, or any with *', () => {
    expect(stillFresh('"abc-gzip"', '"abc-gzip"')).toBe(true);
    expect(stillFresh('W/"abc-gzip"', '"abc-gzip"')).toBe(true);
    expect(stillFresh('"x", "abc-gzip"', '"abc-gzip"')).toBe(true);
    expect(stillFresh('*', '"abc-gzip"')).toBe(true);
  });

  it('does not match another tag, another encoding or no header', () => {
    expect(stillFresh('"abc"', '"abc-gzip"')).toBe(false);
    expect(stillFresh('"abd-gzip"', '"abc-gzip"')).toBe(false);
    expect(stillFresh(undefined, '"abc-gzip"')).toBe(false);
  });
});
