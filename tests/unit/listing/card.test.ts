import { describe, expect, it } from 'vitest';
import { toCard, type CardRow } from '@/lib/listing/card';

const row = (change: Partial<CardRow> = {}): CardRow => ({
  id: 41001,
  goal: 0,
  recordFile: 'V-1',
  marquee: 0,
  price: 390_000,
  priceUnit: null,
  publishPrice: true,
  publishAddress: true,
  street: 'Rue Haute',
  houseNumber: '5',
  boxNr: null,
  countryId: 10,
  bedrooms: 3,
  surfaceLiving: 130,
  surfaceGround: 400,
  energyPerformance: 150,
  epcLabelText: null,
  city: { zip: '1000', translations: [{ name: 'Bruxelles', slug: 'bruxelles' }] },
  type: { translations: [{ name: 'Maison' }] },
  translations: [{ title: 'Maison', slug: 'maison', description: '' }],
  pictures: [],
  ...change,
});

describe('a card’s price per m²', () => {
  it('is the published sale price over the living area', () => {
    expect(toCard(row()).pricePerM2).toBe(3_000);
  });

  it.each([
    ['a rental', { goal: 1, price: 1_300 }],
    ['a hidden price', { publishPrice: false }],
    ['a "starting from" price', { priceUnit: 7 }],
    ['no living area', { surfaceLiving: null }],
    ['a zero price', { price: 0 }],
  ] as const)('is left out for %s', (_, change) => {
    expect(toCard(row(change)).pricePerM2).toBeNull();
  });
});
