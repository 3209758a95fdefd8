import { describe, expect, it } from 'vitest';
import { requestLineRefusal, SERVED_METHODS } from '@/lib/security/request-line';

describe('requestLineRefusal', () => {
  it.each(SERVED_METHODS)('lets %s to a path through', (method) => {
    expect(requestLineRefusal(method, '/fr/')).toBeNull();
  });

  it('lets an absolute-form target through: Next reads its path', () => {
    expect(requestLineRefusal('GET', 'http://localhost:3000/fr/')).toBeNull();
  });

  it.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'get', '', undefined])(
    'answers %s with 405 and the served methods',
    (method) => {
      expect(requestLineRefusal(method, '/fr/')).toEqual({
        status: 405,
        headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
      });
    },
  );

  it.each(['*', 'fr/', 'javascript:alert(1)', '', undefined])('answers the target %s with 400', (target) => {
    expect(requestLineRefusal('GET', target)).toEqual({ status: 400, headers: {} });
  });
});
