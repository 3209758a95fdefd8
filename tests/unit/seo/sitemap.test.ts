import { describe, expect, it } from 'vitest';
import {
  fileCount,
  itemsPerFile,
  renderSitemapIndex,
  renderUrlset,
  sliceSources,
  type SitemapOptions,
} from '@/lib/seo/sitemap';

const OPTIONS: SitemapOptions = {
  origin: 'https://www.vitrine.example',
  locales: ['fr', 'nl', 'en', 'de'],
  defaultLocale: 'fr',
};

describe('sitemap files (25,000 URLs each at most)', () => {
  it.each<[number, number, number]>([
    [0, 4, 1],
    [1, 4, 1],
    [6_250, 4, 1],
    [6_251, 4, 2],
    [100_000, 4, 16],
    [25_000, 1, 1],
    [25_001, 1, 2],
    [8_333, 3, 1],
    [8_334, 3, 2],
  ])('%d pages in %d languages → %d file(s)', (items, locales, files) => {
    expect(fileCount(items, locales)).toBe(files);
    expect(itemsPerFile(locales) * locales).toBeLessThanOrEqual(25_000);
  });

  it.each([
    [
      [10, 4, 100],
      0,
      12_500,
      [
        { source: 0, skip: 0, take: 10 },
        { source: 1, skip: 0, take: 4 },
        { source: 2, skip: 0, take: 100 },
      ],
    ],
    [[10, 4, 30_000], 12_500, 25_000, [{ source: 2, skip: 12_486, take: 12_500 }]],
    [[10, 4, 30_000], 25_000, 37_500, [{ source: 2, skip: 24_986, take: 5_014 }]],
    [
      [10, 4, 100],
      12,
      20,
      [
        { source: 1, skip: 2, take: 2 },
        { source: 2, skip: 0, take: 6 },
      ],
    ],
    [
      [10, 0, 5],
      8,
      12,
      [
        { source: 0, skip: 8, take: 2 },
        { source: 2, skip: 0, take: 2 },
      ],
    ],
    [[10, 4, 100], 200, 300, []],
  ])('sources %j, items [%d, %d) → %j', (counts, start, end, expected) => {
    expect(sliceSources(counts, start, end)).toEqual(expected);
  });
});

describe('renderUrlset', () => {
  const xml = renderUrlset(
    [
      {
        paths: { fr: '/fr/a-vendre/', nl: '/nl/te-koop/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' },
        lastModified: new Date('2026-01-05T09:00:00.000Z'),
      },
      { paths: { fr: '/fr/a-vendre/ixelles/maison-&-jardin/41001/', nl: '/nl/te-koop/elsene/huis/41001/' } },
    ],
    OPTIONS,
  );

  it('lists every language of a page as its own URL', () => {
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://www.vitrine.example/nl/te-koop/</loc>');
    expect(xml).toContain('<loc>https://www.vitrine.example/de/zu-verkaufen/</loc>');
  });

  it('gives each URL its alternates and x-default', () => {
    const first = xml.split('<url>')[1]!;
    for (const [lang, href] of [
      ['fr', '/fr/a-vendre/'],
      ['nl', '/nl/te-koop/'],
      ['en', '/en/for-sale/'],
      ['de', '/de/zu-verkaufen/'],
      ['x-default', '/fr/a-vendre/'],
    ]) {
      expect(first).toContain(
        `<xhtml:link rel="alternate" hreflang="${lang}" href="https://www.vitrine.example${href}"/>`,
      );
    }
    expect(first).toContain('<lastmod>2026-01-05T09:00:00.000Z</lastmod>');
  });

  it('escapes XML and declares both namespaces', () => {
    expect(xml).toContain('maison-&amp;-jardin');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
  });

  it('lists only the languages a page exists in', () => {
    const second = xml.split('<url>').slice(5).join('');
    expect(second).not.toContain('hreflang="en"');
  });
});

describe('renderSitemapIndex', () => {
  it('points to each file', () => {
    expect(
      renderSitemapIndex(['https://www.vitrine.example/sitemap/1.xml', 'https://www.vitrine.example/sitemap/2.xml']),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://www.vitrine.example/sitemap/1.xml</loc></sitemap>',
        '<sitemap><loc>https://www.vitrine.example/sitemap/2.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});
