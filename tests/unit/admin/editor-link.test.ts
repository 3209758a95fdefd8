import { describe, expect, it } from 'vitest';
import { editorLinkHref } from '@/lib/admin/editor-link';

describe('editorLinkHref (a link typed in the content editor)', () => {
  it.each(['/fr/contact/', 'https://www.vitrine.be/', 'mailto:info@vitrine.example'])('keeps %s', (typed) => {
    expect(editorLinkHref(typed)).toBe(typed);
  });

  it.each([
    ['  /nl/te-koop/?goal=1#map ', '/nl/te-koop/?goal=1#map'],
    // A site typed without its scheme.
    ['www.vitrine.be', 'https://www.vitrine.be/'],
    ['vitrine.be/contact?x=1', 'https://vitrine.be/contact?x=1'],
    ['immo-brüssel.be', 'https://xn--immo-brssel-zhb.be/'],
    ['tel:+32 2 123 45 67', 'tel:+3221234567'],
  ])('%s gives %s', (typed, href) => {
    expect(editorLinkHref(typed)).toBe(href);
  });

  it.each([
    ['nothing', ''],
    ['spaces', '   '],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['another site without scheme, protocol-relative', '//evil.example/'],
    ['a word', 'contact'],
    ['a sentence', 'voir notre page'],
    ['an e-mail without its scheme', 'info@vitrine.example'],
    ['a mailto without an address', 'mailto:'],
    ['a tel without a number', 'tel:abc'],
    ['a quote in a path', '/fr/"onmouseover=x'],
    ['an ftp address', 'ftp://files.example/'],
    ['a space in the address', 'http://example.be/a b'],
  ])('refuses %s', (_, typed) => {
    expect(editorLinkHref(typed)).toBeNull();
  });
});
