import { describe, expect, it } from 'vitest';
import { cmsMetadata, type CmsSeoText } from '@/lib/seo/page-metadata';
import { effectiveSeo, firstParagraph, SEO_DESCRIPTION_LIMIT, siteTitle, type SeoSource } from '@/lib/seo/seo-texts';

const SITE = 'Vitrine Immobilier';
const TEXT: SeoSource = {
  title: 'Zoekopdracht',
  description: 'Beschrijf het pand dat u zoekt.',
  content: '<h2>Hoe het werkt</h2><p>Wij mailen u elk nieuw pand.</p>',
  metaTitle: 'Zoekopdracht op maat — Vitrine Immobilier',
  metaDescription: 'Registreer uw zoekopdracht.',
  isActiveSeo: true,
};

describe('siteTitle', () => {
  it('puts the site name after the title, as the layout template does', () => {
    expect(siteTitle('Zoekopdracht', SITE)).toBe('Zoekopdracht | Vitrine Immobilier');
  });
});

describe('firstParagraph', () => {
  it.each([
    [
      'the first paragraph, as text',
      '<h2>Titel</h2><p>Eerste <strong>alinea</strong>.</p><p>Tweede.</p>',
      'Eerste alinea.',
    ],
    ['a line break a space', '<p>Eerste regel<br>tweede regel</p>', 'Eerste regel tweede regel'],
    ['entities decoded', '<p>Vente &amp; location&nbsp;: 5&#8364;</p>', 'Vente & location : 5€'],
    ['an empty paragraph skipped', '<p></p><p> <br> </p><p>Tekst</p>', 'Tekst'],
    ['a paragraph with attributes', '<p lang="fr" class="x">Bonjour</p>', 'Bonjour'],
    ['upper-case tags', '<P>Hallo</P>', 'Hallo'],
    ['a list alone is no paragraph', '<ul><li>Eén</li></ul>', null],
    [
      'a list item’s paragraph is no paragraph',
      '<h2>Hoe</h2><ul><li><p>Type</p></li></ul><p>Daarna dit.</p>',
      'Daarna dit.',
    ],
    ['nor a numbered one’s', '<OL start="2"><li><p>Eén</p></li></OL>', null],
    ['a heading alone is no paragraph', '<h2>Titel</h2>', null],
    ['no content', null, null],
    ['empty content', '', null],
  ])('%s', (_, html, expected) => {
    expect(firstParagraph(html)).toBe(expected);
  });

  it('cuts a long paragraph at a word, within the description limit', () => {
    const text = firstParagraph(`<p>${'woord '.repeat(60)}</p>`)!;
    expect(text.endsWith('woord…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SEO_DESCRIPTION_LIMIT + 1);
  });
});

describe('effectiveSeo', () => {
  it.each<[string, Partial<SeoSource>, { title: string; description: string | null }]>([
    ['the SEO fields, switched on and filled', {}, { title: TEXT.metaTitle!, description: TEXT.metaDescription }],
    [
      'the title and introduction, the SEO fields left blank',
      { metaTitle: '  ', metaDescription: null },
      { title: 'Zoekopdracht | Vitrine Immobilier', description: TEXT.description },
    ],
    [
      'the title and introduction, the SEO fields switched off',
      { isActiveSeo: false },
      { title: 'Zoekopdracht | Vitrine Immobilier', description: TEXT.description },
    ],
    [
      'the first paragraph without an introduction',
      { isActiveSeo: false, description: '' },
      { title: 'Zoekopdracht | Vitrine Immobilier', description: 'Wij mailen u elk nieuw pand.' },
    ],
    [
      'no description at all',
      { isActiveSeo: false, description: null, content: '<ul><li>Eén</li></ul>' },
      { title: 'Zoekopdracht | Vitrine Immobilier', description: null },
    ],
    [
      'the site name without a title',
      { isActiveSeo: false, title: ' ' },
      { title: SITE, description: TEXT.description },
    ],
    [
      'the title trimmed',
      { isActiveSeo: false, title: '  Nieuwe titel ' },
      { title: 'Nieuwe titel | Vitrine Immobilier', description: TEXT.description },
    ],
  ])('gives %s', (_, change, expected) => {
    expect(effectiveSeo({ ...TEXT, ...change }, SITE)).toEqual(expected);
  });
});

describe('the page metadata follows the page as effectiveSeo says', () => {
  const metadata = (text: Partial<CmsSeoText>) =>
    cmsMetadata({
      text: {
        ...TEXT,
        title: TEXT.title!,
        ogTitle: null,
        ogDescription: null,
        ogImage: null,
        twitterTitle: null,
        twitterDescription: null,
        ...text,
      },
      fallback: { title: 'Route', description: 'Beschrijving van de route' },
      locale: 'nl',
      siteName: SITE,
      alternates: { canonical: '/nl/zoekopdracht/' },
    });
  /** The tab's title: an absolute title as it is, else through the layout's template. */
  const tabTitle = (title: unknown) =>
    typeof title === 'string' ? siteTitle(title, SITE) : (title as { absolute: string }).absolute;

  it.each<[string, Partial<CmsSeoText>]>([
    ['with its SEO fields', {}],
    ['with them blank', { metaTitle: null, metaDescription: null }],
    [
      'with a changed title and no introduction',
      { title: 'Nieuw', metaTitle: null, metaDescription: null, description: null },
    ],
    ['with them switched off', { isActiveSeo: false }],
  ])('%s', (_, text) => {
    const given = metadata(text);
    const expected = effectiveSeo({ ...TEXT, ...text }, SITE);
    expect(tabTitle(given.title)).toBe(expected.title);
    expect(given.description).toBe(expected.description);
  });

  it('falls back to the route’s description when the page has none', () => {
    const given = metadata({ metaDescription: null, description: null, content: null });
    expect(given.description).toBe('Beschrijving van de route');
  });
});
