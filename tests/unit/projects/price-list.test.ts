import { describe, expect, it } from 'vitest';
import { priceList, type PriceListUnit } from '@/lib/projects/price-list';

const unit = (bedrooms: number | null, price: number | null, surface: number | null, marquee = 0): PriceListUnit => ({
  typeName: 'Appartement',
  bedrooms,
  surface,
  price,
  marquee,
});

describe('priceList', () => {
  it('groups by type and bedrooms, cheapest published price of the units still available', () => {
    expect(
      priceList([
        unit(2, 395_000, 92),
        unit(1, 265_000, 61),
        unit(2, 349_000, 85),
        unit(2, 320_000, 80, 3),
        unit(1, null, 58),
        { ...unit(null, 690_000, 140), typeName: 'Maison' },
      ]),
    ).toEqual([
      {
        typeName: 'Appartement',
        bedrooms: 1,
        available: 2,
        total: 2,
        surfaceMin: 58,
        surfaceMax: 61,
        priceFrom: 265_000,
      },
      {
        typeName: 'Appartement',
        bedrooms: 2,
        available: 2,
        total: 3,
        surfaceMin: 80,
        surfaceMax: 92,
        priceFrom: 349_000,
      },
      {
        typeName: 'Maison',
        bedrooms: null,
        available: 1,
        total: 1,
        surfaceMin: 140,
        surfaceMax: 140,
        priceFrom: 690_000,
      },
    ]);
  });

  it.each<[string, PriceListUnit[], number | null, number]>([
    ['every price private', [unit(1, null, 60), unit(1, null, 62)], null, 2],
    ['all sold or rented', [unit(1, 250_000, 60, 3), unit(1, 260_000, 61, 4)], null, 0],
    ['zero or NaN prices ignored', [unit(1, 0, 60), unit(1, Number.NaN, 61), unit(1, 270_000, 61)], 270_000, 3],
  ])('%s', (_, units, priceFrom, available) => {
    const [row] = priceList(units);
    expect(row?.priceFrom).toBe(priceFrom);
    expect(row?.available).toBe(available);
  });

  it('lists nothing for no units', () => {
    expect(priceList([])).toEqual([]);
  });
});
