import { describe, expect, it } from 'vitest';
import { originForm, requestLineRefusal, SERVED_METHODS } from '@/lib/security/request-line';

describe('requestLineRefusal', () => {
  it.each(SERVED_METHODS)('lets %s to a path through', (method) => {
    expect(requestLineRefusal(method, '/fr/')).toBeNull();
  });

  it.each(['http://localhost:3000/fr/', 'HTTPS://vitrine.example', 'http://vitrine.example?utm_source=x'])(
    'lets the absolute-form target %s through',
    (target) => {
      expect(requestLineRefusal('GET', target)).toBeNull();
    },
  );

  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'get', '', undefined])(
    'answers %s with 405 and the served methods',
    (method) => {
      expect(requestLineRefusal(method, '/fr/')).toEqual({
        status: 405,
        headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
      });
    },
  );

  it.each([
    '*',
    'fr/',
    'javascript:alert(1)',
    'http://',
    'http:///fr/',
    'http://vitrine.example@evil.example/fr/',
    'ftp://vitrine.example/fr/',
    '',
    undefined,
  ])('answers the target %s with 400', (target) => {
    expect(requestLineRefusal('GET', target)).toEqual({ status: 400, headers: {} });
  });
});

describe('originForm', () => {
  it('reads an absolute-form target as its host, in lower case, and its path with the query', () => {
    expect(originForm('http://Vitrine.Example:8080/nl/te-koop/?page=2&city=Gent%7C9000')).toEqual({
      host: 'vitrine.example:8080',
      path: '/nl/te-koop/?page=2&city=Gent%7C9000',
    });
  });

  it('gives a target without a path the root, its query kept', () => {
    expect(originForm('https://vitrine.example')).toEqual({ host: 'vitrine.example', path: '/' });
    expect(originForm('http://vitrine.example?utm_source=x')).toEqual({
      host: 'vitrine.example',
      path: '/?utm_source=x',
    });
  });

  it('leaves a path as it is', () => {
    expect(originForm('/fr/')).toBeNull();
    expect(originForm('/fr/?next=http://evil.example/')).toBeNull();
  });
});
