import { describe, expect, it } from 'vitest';
import { listingJsonLd, serializeJsonLd, type ListingJsonLdInput } from '@/lib/seo/json-ld';

const input: ListingJsonLdInput = {
  url: 'https://vitrine.example/fr/a-vendre/uccle/maison/41010/',
  name: 'Maison de maître',
  description: 'Belle maison',
  datePosted: new Date('2026-10-01T10:00:00Z'),
  locale: 'fr',
  images: ['https://vitrine.example/media/demo/p-41010-1.jpg'],
  goal: 'sale',
  taken: false,
  price: 1_450_000,
  address: { street: 'Avenue Brugmann 12', locality: 'Uccle', postalCode: '1180', country: 'BE' },
  geo: { latitude: 50.8, longitude: 4.34 },
  bedrooms: 5,
  bathrooms: 3,
  floorSize: 490,
  breadcrumbs: [
    { name: 'Accueil', url: 'https://vitrine.example/fr/' },
    { name: 'À vendre', url: 'https://vitrine.example/fr/a-vendre/' },
    { name: 'Maison de maître', url: 'https://vitrine.example/fr/a-vendre/uccle/maison/41010/' },
  ],
};

type Node = Record<string, unknown>;
const graph = (value: ListingJsonLdInput) => listingJsonLd(value)['@graph'] as unknown as Node[];
const offerOf = (value: ListingJsonLdInput) => graph(value)[0]!.offers as Node;
const itemOf = (value: ListingJsonLdInput) => graph(value)[1]!;

describe('listingJsonLd', () => {
  it('describes the listing, its offer and its breadcrumb', () => {
    const [listing, , breadcrumb] = graph(input);
    expect(listing!.about).toEqual({ '@id': `${input.url}#property` });
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      url: input.url,
      datePosted: '2026-10-01T10:00:00.000Z',
    });
    expect(offerOf(input)).toMatchObject({
      '@type': 'Offer',
      price: 1_450_000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
      itemOffered: { '@id': `${input.url}#property` },
    });
    expect(itemOf(input)).toMatchObject({
      '@type': 'Accommodation',
      numberOfBedrooms: 5,
      address: { streetAddress: 'Avenue Brugmann 12', postalCode: '1180', addressCountry: 'BE' },
      geo: { latitude: 50.8, longitude: 4.34 },
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil' },
        { position: 2, name: 'À vendre' },
        { position: 3, name: 'Maison de maître', item: input.url },
      ],
    });
  });

  it('leaves out a private price', () => {
    const offer = offerOf({ ...input, price: null });
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceSpecification');
    expect(JSON.stringify(offer)).not.toContain('1450000');
  });

  it('leaves out a private street and position, keeping the town', () => {
    const item = itemOf({ ...input, address: { ...input.address, street: null }, geo: null });
    expect(item).not.toHaveProperty('geo');
    expect(item.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Uccle',
      postalCode: '1180',
      addressCountry: 'BE',
    });
  });

  it('prices a rental per month and marks a taken property sold out', () => {
    const offer = offerOf({ ...input, goal: 'rent', price: 1_200, taken: true });
    expect(offer).toMatchObject({
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
      availability: 'https://schema.org/SoldOut',
      priceSpecification: { price: 1_200, unitCode: 'MON' },
    });
  });

  it('calls land without bedrooms a place', () => {
    expect(itemOf({ ...input, bedrooms: null })['@type']).toBe('Place');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed by a description', () => {
    const text = serializeJsonLd(listingJsonLd({ ...input, description: '</script><script>alert(1)</script>' }));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)['@graph'][0].description).toBe('</script><script>alert(1)</script>');
  });
});
