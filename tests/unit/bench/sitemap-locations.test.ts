import { describe, expect, it } from 'vitest';
import { renderSitemapIndex, renderUrlset } from '@/lib/seo/sitemap';
import { sitemapLocations } from '@/scripts/bench/mix-crawl';

const options = { origin: 'https://www.vitrine.example', locales: ['fr', 'nl'] as const, defaultLocale: 'fr' as const };

describe('sitemapLocations', () => {
  it('reads the pages of a sitemap as the site writes it, as paths without its origin', () => {
    const xml = renderUrlset(
      [{ paths: { fr: '/fr/', nl: '/nl/' } }, { paths: { fr: '/fr/a-vendre/?a=1&b=2' } }],
      options,
    );
    expect(sitemapLocations(xml)).toEqual({ index: false, paths: ['/fr/', '/nl/', '/fr/a-vendre/?a=1&b=2'] });
  });

  it('tells an index apart, with the paths of its files', () => {
    const xml = renderSitemapIndex([
      'https://www.vitrine.example/sitemap/1.xml',
      'https://www.vitrine.example/sitemap/2.xml',
    ]);
    expect(sitemapLocations(xml)).toEqual({ index: true, paths: ['/sitemap/1.xml', '/sitemap/2.xml'] });
  });
});
