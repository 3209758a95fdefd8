import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '@/lib/page-cache/page-cache-key';

const get = (url: string, headers: Record<string, string> = {}) => pageCacheKey({ method: 'GET', url, headers });

describe('pageCacheKey', () => {
  it('keys a page request by its URL, query included, and its host names; never by a cookie', () => {
    expect(get('/fr/a-vendre/?city=Mons%7C7000', { host: 'site.example' })).toBe(
      '/fr/a-vendre/?city=Mons%7C7000\nsite.example\n\n',
    );
    expect(get('/fr/a-vendre/', { cookie: 'a=1; NEXT_LOCALE=nl; b=2' })).toBe(get('/fr/a-vendre/'));
    expect(get('/fr/a-vendre/?page=2')).not.toBe(get('/fr/a-vendre/'));
  });

  it('gives a page asked for under another host name another key', () => {
    const own = get('/fr/', { host: 'site.example' });
    expect(get('/fr/', { host: 'evil.example' })).not.toBe(own);
    expect(get('/fr/', { host: 'site.example', 'x-forwarded-host': 'evil.example' })).not.toBe(own);
    expect(get('/fr/', { host: 'site.example', 'x-forwarded-proto': 'http' })).not.toBe(own);
  });

  it.each([
    ['a form post', { method: 'POST', url: '/fr/contact/', headers: {} }],
    ['a HEAD request', { method: 'HEAD', url: '/fr/', headers: {} }],
    ['an API route', { method: 'GET', url: '/api/search/?q=mons', headers: {} }],
    ["Next's files", { method: 'GET', url: '/_next/static/chunks/a.js', headers: {} }],
    ['a file with an extension', { method: 'GET', url: '/brand/logo.svg', headers: {} }],
    ['a served picture', { method: 'GET', url: '/media/property/1/a', headers: {} }],
    ['the back-office', { method: 'GET', url: '/admin', headers: {} }],
    ['a back-office page', { method: 'GET', url: '/admin/leads/', headers: {} }],
    ['a client navigation', { method: 'GET', url: '/fr/', headers: { rsc: '1' } }],
    ['a prefetch', { method: 'GET', url: '/fr/', headers: { 'next-router-prefetch': '1' } }],
    ['a React payload by query', { method: 'GET', url: '/fr/contact/?_rsc=abc', headers: {} }],
    ['a server action', { method: 'GET', url: '/fr/', headers: { 'next-action': 'x' } }],
    ['an absolute URL', { method: 'GET', url: 'http://evil.example/fr/', headers: {} }],
  ])('leaves %s to Next', (_, request) => {
    expect(pageCacheKey(request)).toBeNull();
  });

  it('keeps a page asked for with the parameters it reads, in their canonical order and encoding', () => {
    expect(get('/fr/a-vendre/?city=Gent%7C9000&type=1&page=2')).not.toBeNull();
    expect(get('/nl/te-huur/?region=brussels&region=wallonia')).not.toBeNull();
    expect(get('/fr/a-vendre/?city=Namur%7C5000&city=Gent%7C9000&type=1')).not.toBeNull();
    expect(get('/fr/a-vendre/?area=50.8%2C4.3%2C50.9%2C4.45&view=map')).not.toBeNull();
    expect(get('/fr/contact/?property=41016&subject=visit')).not.toBeNull();
    expect(get('/de/zu-verkaufen/gent/haus/41001/?tab=photos')).not.toBeNull();
  });

  // A page asked for with a query it is not kept under.
  it.each([
    ['a parameter the page does not read', '/fr/a-vendre/?utm_source=mail'],
    ['a form field sent by GET', '/fr/contact/?firstName=Jean&email=jean%40example.be'],
    ['parameters out of their order', '/fr/a-vendre/?type=1&city=Gent%7C9000'],
    ['a repeated parameter split by another', '/fr/a-vendre/?region=a&type=1&region=b'],
    ['another encoding of the same value', '/fr/a-vendre/?city=Gent|9000'],
    ['towns out of their canonical order', '/fr/a-vendre/?city=Gent%7C9000&city=Namur%7C5000'],
    ['regions out of their canonical order', '/nl/te-huur/?region=wallonia&region=brussels'],
    ['another spelling of the same value', '/fr/a-vendre/?epc=C'],
    ['a value the listing cannot read', '/fr/a-vendre/?area=50.9%2C4.3%2C50.8%2C4.45'],
    ['an empty value', '/fr/a-vendre/?city='],
    ['an empty query', '/fr/a-vendre/?'],
    ['a query on a page that reads none', '/fr/?x=1'],
    ['a payload request named in its query', '/fr/a-vendre/?_rsc=1'],
    // Left to Next: not the same for everyone.
    ['the owner portal', '/fr/espace-proprietaire/'],
    ['the sign-in page', '/nl/login/'],
    ['the favourites', '/de/favoriten/'],
    ['an unknown page', '/fr/administration/'],
    ['the root, which follows the visitor', '/'],
  ])('does not keep the page: %s', (_, url) => {
    expect(get(url)).toBeNull();
  });

  it('leaves a request carrying a form draft’s cookie to Next: that page is its visitor’s own', () => {
    expect(
      get('/fr/contact/', { cookie: 'NEXT_LOCALE=fr; vitrine-form-draft=0123456789abcdef0123456789abcdef' }),
    ).toBeNull();
    expect(get('/nl/te-koop/', { cookie: 'vitrine-form-draft=' })).toBeNull();
    expect(get('/fr/contact/', { cookie: 'other-form-draft=1' })).not.toBeNull();
  });

  it('leaves an overlong address to Next rather than keep it', () => {
    expect(get(`/fr/a-vendre/?q=${'x'.repeat(15_000)}`)).toBeNull();
    expect(get(`/fr/a-vendre/?q=${'x'.repeat(100)}`)).not.toBeNull();
  });
});
