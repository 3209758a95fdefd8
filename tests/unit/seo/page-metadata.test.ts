import { describe, expect, it } from 'vitest';
import { cmsMetadata, type CmsSeoText } from '@/lib/seo/page-metadata';
import { realEstateAgentJsonLd } from '@/lib/seo/real-estate-agent';

const ALTERNATES = {
  canonical: '/nl/ons-kantoor/',
  languages: { fr: '/fr/notre-agence/', 'x-default': '/fr/notre-agence/' },
};
const TEXT: CmsSeoText = {
  title: 'Ons kantoor',
  description: 'Een team van erkende makelaars.',
  metaTitle: 'Ons kantoor — Vitrine Immobilier',
  metaDescription: 'Maak kennis met het team.',
  ogTitle: 'OG titel',
  ogDescription: 'OG beschrijving',
  ogImage: '/brand/og-default.png',
  twitterTitle: 'Twitter titel',
  twitterDescription: 'Twitter beschrijving',
  isActiveSeo: true,
};
const build = (text: CmsSeoText | null) =>
  cmsMetadata({
    text,
    fallback: { title: 'Standaard', description: 'Standaard beschrijving' },
    locale: 'nl',
    siteName: 'Vitrine Immobilier',
    alternates: ALTERNATES,
  });

describe('cmsMetadata (per-language SEO fields and the isActiveSEO switch)', () => {
  it('uses every custom field when isActiveSEO is on', () => {
    const metadata = build(TEXT);
    expect(metadata.title).toEqual({ absolute: 'Ons kantoor — Vitrine Immobilier' });
    expect(metadata.description).toBe('Maak kennis met het team.');
    expect(metadata.alternates).toBe(ALTERNATES);
    expect(metadata.openGraph).toEqual({
      type: 'website',
      siteName: 'Vitrine Immobilier',
      locale: 'nl_BE',
      url: '/nl/ons-kantoor/',
      title: 'OG titel',
      description: 'OG beschrijving',
      images: ['/brand/og-default.png'],
    });
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Twitter titel',
      description: 'Twitter beschrijving',
      images: ['/brand/og-default.png'],
    });
  });

  it('falls back field by field: Twitter to Open Graph to the metadata title', () => {
    const metadata = build({ ...TEXT, ogTitle: null, twitterTitle: '  ', twitterDescription: null, ogImage: null });
    expect(metadata.openGraph).toMatchObject({ title: 'Ons kantoor — Vitrine Immobilier', images: undefined });
    expect(metadata.twitter).toMatchObject({
      card: 'summary',
      title: 'Ons kantoor — Vitrine Immobilier',
      description: 'OG beschrijving',
    });
  });

  it('ignores the custom fields when isActiveSEO is off', () => {
    const metadata = build({ ...TEXT, isActiveSeo: false });
    expect(metadata.title).toBe('Ons kantoor');
    expect(metadata.description).toBe('Een team van erkende makelaars.');
    expect(metadata.openGraph).toMatchObject({
      title: 'Ons kantoor',
      description: 'Een team van erkende makelaars.',
      images: undefined,
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: 'Ons kantoor' });
  });

  it('uses the route texts when the CMS has no page', () => {
    const metadata = build(null);
    expect(metadata.title).toBe('Standaard');
    expect(metadata.description).toBe('Standaard beschrijving');
  });
});

describe('realEstateAgentJsonLd', () => {
  const input = {
    name: 'Vitrine Immobilier',
    url: 'https://www.vitrine.example/fr/',
    logo: 'https://www.vitrine.example/brand/logo.svg',
    telephone: '+32 2 123 45 67',
    email: 'info@vitrine.example',
    description: 'Maisons et appartements.',
    address: {
      streetAddress: 'Avenue Louise 231',
      postalCode: '1050',
      locality: 'Bruxelles',
      countryCode: 'BE' as const,
    },
  };

  it('describes the agency, its address and the countries it serves', () => {
    expect(realEstateAgentJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'RealEstateAgent',
          '@id': 'https://www.vitrine.example/#agency',
          name: 'Vitrine Immobilier',
          url: 'https://www.vitrine.example/fr/',
          logo: 'https://www.vitrine.example/brand/logo.svg',
          image: 'https://www.vitrine.example/brand/logo.svg',
          description: 'Maisons et appartements.',
          telephone: '+32 2 123 45 67',
          email: 'info@vitrine.example',
          knowsLanguage: ['fr', 'nl', 'en', 'de'],
          areaServed: [
            { '@type': 'Country', name: 'Belgium' },
            { '@type': 'Country', name: 'Luxembourg' },
          ],
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Avenue Louise 231',
            postalCode: '1050',
            addressLocality: 'Bruxelles',
            addressCountry: 'BE',
          },
        },
      ],
    });
  });

  it('leaves the address out when the agency has not configured one', () => {
    const graph = realEstateAgentJsonLd({ ...input, address: null })['@graph'] as unknown as Record<string, unknown>[];
    expect(graph[0]).not.toHaveProperty('address');
  });
});
