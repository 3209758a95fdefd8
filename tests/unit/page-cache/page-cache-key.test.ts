import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '@/lib/page-cache/page-cache-key';

const get = (url: string, headers: Record<string, string> = {}) => pageCacheKey({ method: 'GET', url, headers });

describe('pageCacheKey', () => {
  it('keys a page request by its URL, query included, its host names and the language cookie', () => {
    expect(get('/fr/a-vendre/?city=Mons|7000', { host: 'site.example' })).toBe(
      '/fr/a-vendre/?city=Mons|7000\nsite.example\n\n\n',
    );
    expect(get('/fr/a-vendre/', { cookie: 'a=1; NEXT_LOCALE=nl; b=2' })).toBe('/fr/a-vendre/\n\n\n\nnl');
    expect(get('/fr/a-vendre/', { cookie: 'NEXT_LOCALE=fr' })).not.toBe(get('/fr/a-vendre/'));
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

  it('keeps a page whose name merely starts like a skipped path', () => {
    expect(get('/fr/administration/')).not.toBeNull();
    expect(get('/fr/a-vendre/?rsc=1')).not.toBeNull();
  });
});
