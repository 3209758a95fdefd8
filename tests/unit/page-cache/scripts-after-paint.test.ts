import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint } from '@/lib/page-cache/scripts-after-paint';

const NONCE = 'k9Qx2w+Lm/0aZy8Tr1Ub3A==';

// The shape of Next's HTML: async chunk scripts in the head, attributes in either order, the
// polyfills as a noModule script, inline scripts with the nonce, and one more chunk in the body.
const PAGE =
  `<!DOCTYPE html><html><head>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/c.js"/>` +
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/turbopack-b.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/poly.js" noModule="" nonce="${NONCE}"></script>` +
  `</head><body><p>Liège</p>` +
  `<script nonce="${NONCE}">self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\" async=\\"\\"></script>"])</script>` +
  `<script src="/_next/static/chunks/c.js" nonce="${NONCE}" async=""></script>` +
  `</body></html>`;

/** The sources the loader adds, in order. */
function loaded(html: string): string[] {
  const list = /\}\)\((\[[^\]]*\])\)<\/script><\/body>/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

describe('scripts after the first paint', () => {
  const page = loadScriptsAfterPaint(PAGE, NONCE);

  it('takes every async chunk script out of the page and has the loader add them in their order', () => {
    expect(page).not.toMatch(/<script src="[^"]*" (?:async|nonce)/);
    expect(loaded(page)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('puts the loader last in the body, with the nonce the policy trusts', () => {
    expect(page).toMatch(
      new RegExp(`<script nonce="${NONCE.replace(/[+/]/g, '\\$&')}">\\(function\\(s\\)[^<]*</script></body></html>$`),
    );
    expect(page).toContain('requestAnimationFrame');
  });

  it('leaves the polyfills, the preload hints, inline scripts and the content as they were', () => {
    expect(page).toContain(`<script src="/_next/static/chunks/poly.js" noModule="" nonce="${NONCE}"></script>`);
    expect(page).toContain(
      `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/c.js"/>`,
    );
    expect(page).toContain('self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\"');
    expect(page).toContain('<p>Liège</p>');
  });

  it('leaves a page without chunk scripts or without a body unchanged', () => {
    const plain = '<html><head></head><body><p>Plan du site</p></body></html>';
    expect(loadScriptsAfterPaint(plain, NONCE)).toBe(plain);
    const fragment = `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>`;
    expect(loadScriptsAfterPaint(fragment, NONCE)).toBe(fragment);
  });

  it('leaves a synchronous chunk script in place', () => {
    const blocking = `<html><head><script src="/_next/static/chunks/a.js" nonce="${NONCE}"></script></head><body></body></html>`;
    expect(loadScriptsAfterPaint(blocking, NONCE)).toBe(blocking);
  });
});
