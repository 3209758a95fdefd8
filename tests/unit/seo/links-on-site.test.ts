import { describe, expect, it } from 'vitest';
import { linksOnSite } from '@/lib/seo/links-on-site';

describe('linksOnSite', () => {
  const header =
    '<http://127.0.0.1:37621/fr/>; rel="alternate"; hreflang="fr", <http://evil.example/nl/?page=2>; rel="alternate"; hreflang="nl"';

  it("moves every link to the site's origin, keeping path, query and parameters", () => {
    expect(linksOnSite(header, 'https://www.vitrine.example')).toBe(
      '<https://www.vitrine.example/fr/>; rel="alternate"; hreflang="fr", <https://www.vitrine.example/nl/?page=2>; rel="alternate"; hreflang="nl"',
    );
  });

  it('keeps a port the site names', () => {
    expect(linksOnSite('<http://other:1/de/>; rel="alternate"', 'http://127.0.0.1:3100/')).toBe(
      '<http://127.0.0.1:3100/de/>; rel="alternate"',
    );
  });

  it('leaves a target that is no absolute address as it is', () => {
    expect(linksOnSite('</fr/>; rel="alternate"', 'https://www.vitrine.example')).toBe('</fr/>; rel="alternate"');
  });
});
