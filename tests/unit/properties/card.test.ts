import { describe, expect, it } from 'vitest';
import { toCard, type CardNames, type CardRow } from '@/lib/properties/card';

const row = (change: Partial<CardRow> = {}): CardRow => ({
  id: 41001,
  goal: 0,
  recordFile: 'V-1',
  marquee: 0,
  underOption: false,
  price: 390_000,
  priceUnit: null,
  publishPrice: true,
  previousPrice: null,
  priceReducedAt: null,
  createdAt: new Date('2026-11-01T10:00:00.000Z'),
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
  cityId: 3,
  typeId: 1,
  translations: [{ title: 'Maison', slug: 'maison', description: '' }],
  pictures: [],
  ...change,
});

const names: CardNames = {
  towns: new Map([[3, { zip: '1000', name: 'Bruxelles', slug: 'bruxelles' }]]),
  types: new Map([[1, 'Maison']]),
};
const card = (change: Partial<CardRow> = {}) => toCard(row(change), names);

describe('a card’s town and type', () => {
  it('are named from the names of its language', () => {
    expect(card()).toMatchObject({ cityName: 'Bruxelles', citySlug: 'bruxelles', zip: '1000', typeName: 'Maison' });
  });

  it('leave the name blank and the address valid for a town or type the names lack', () => {
    expect(card({ cityId: 99, typeId: 99 })).toMatchObject({ cityName: '', citySlug: 'city', typeName: '' });
  });
});

describe('a card’s price per m²', () => {
  it('is the published sale price over the living area', () => {
    expect(card().pricePerM2).toBe(3_000);
  });

  it.each([
    ['a rental', { goal: 1, price: 1_300 }],
    ['a hidden price', { publishPrice: false }],
    ['a "starting from" price', { priceUnit: 7 }],
    ['no living area', { surfaceLiving: null }],
    ['a zero price', { price: 0 }],
  ] as const)('is left out for %s', (_, change) => {
    expect(card(change).pricePerM2).toBeNull();
  });
});

describe('a card’s photos and price reduction', () => {
  it('shows the first photo and counts every photo of the property', () => {
    const pictures = Array.from({ length: 12 }, (_, index) => ({
      url: `/media/${index + 1}.webp`,
      width: 1600,
      height: 1067,
      name: null,
    }));
    expect(card({ pictures })).toMatchObject({ picture: pictures[0], photoCount: 12 });
    expect(card().photoCount).toBe(0);
  });

  it('carries the previous price and its date with a published price', () => {
    const reducedAt = new Date('2026-11-15T10:00:00.000Z');
    expect(card({ previousPrice: 420_000, priceReducedAt: reducedAt })).toMatchObject({
      price: 390_000,
      previousPrice: 420_000,
      priceReducedAt: reducedAt,
    });
  });

  it('hides the previous price with the price (docs/domain-rules.md, private fields)', () => {
    const hidden = card({ publishPrice: false, previousPrice: 420_000, priceReducedAt: new Date() });
    expect(hidden).toMatchObject({ price: null, previousPrice: null, priceReducedAt: null });
  });
});
