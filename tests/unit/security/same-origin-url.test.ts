import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from '@/lib/security/same-origin-url';

describe('sameOriginUrl', () => {
  const base = 'https://www.vitrine.example/fr/a-vendre/?type=2';

  it.each(['//evil.example/fr/', '///evil.example/', '/\\evil.example/', 'https://evil.example/', '\\\\evil.example'])(
    'keeps %s on the site',
    (path) => {
      expect(sameOriginUrl(path, '?q=1', base).origin).toBe('https://www.vitrine.example');
    },
  );

  it('keeps the path and the query', () => {
    expect(sameOriginUrl('/fr/contact/', '?lng=nl', base).href).toBe('https://www.vitrine.example/fr/contact/?lng=nl');
  });
});
