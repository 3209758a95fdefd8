import { describe, expect, it } from 'vitest';
import { distanceKm, position, priceBand, rankSimilar } from '@/lib/properties/similar-ranking';

const BRUSSELS = { lat: 50.8467, lng: 4.3525 };
const UCCLE = { lat: 50.8, lng: 4.3333 };
const ANTWERP = { lat: 51.2194, lng: 4.4025 };
const LIEGE = { lat: 50.6326, lng: 5.5797 };
const LUXEMBOURG = { lat: 49.6116, lng: 6.1319 };

describe('distanceKm', () => {
  it('measures what a map shows between Belgian towns', () => {
    expect(distanceKm(BRUSSELS, ANTWERP)).toBeCloseTo(41.6, 0);
    expect(distanceKm(BRUSSELS, LIEGE)).toBeCloseTo(89.6, 0);
    expect(distanceKm(BRUSSELS, LUXEMBOURG)).toBeCloseTo(186.8, 0);
  });

  it('is zero at the same place and the same both ways', () => {
    expect(distanceKm(UCCLE, UCCLE)).toBe(0);
    expect(distanceKm(UCCLE, LIEGE)).toBe(distanceKm(LIEGE, UCCLE));
  });
});

describe('position', () => {
  it("prefers the property's own coordinates", () => {
    expect(position({ latitude: 50.81, longitude: 4.35 }, { latitude: 50.8, longitude: 4.33 })).toEqual({
      lat: 50.81,
      lng: 4.35,
    });
  });

  it("falls back on the town's, and knows none when neither is set", () => {
    expect(position({ latitude: 50.81, longitude: null }, { latitude: 50.8, longitude: 4.33 })).toEqual({
      lat: 50.8,
      lng: 4.33,
    });
    expect(position({ latitude: null, longitude: null }, { latitude: null, longitude: 4.33 })).toBeNull();
  });
});

describe('priceBand', () => {
  it('spans 30 % either side of the price', () => {
    expect(priceBand(400_000)).toEqual({ price: 400_000, gte: 280_000, lte: 520_000 });
  });

  it('has no band without a price, or with a price of zero', () => {
    expect(priceBand(null)).toBeNull();
    expect(priceBand(0)).toBeNull();
  });
});

describe('rankSimilar', () => {
  const reference = { at: BRUSSELS, price: 400_000 };

  it.each<[string, Parameters<typeof rankSimilar>, number[]]>([
    [
      'puts the nearest first, then the closest in price',
      [
        reference,
        [
          { id: 1, price: 420_000, at: ANTWERP },
          { id: 2, price: 450_000, at: UCCLE },
          { id: 3, price: 405_000, at: UCCLE },
          { id: 4, price: 400_000, at: BRUSSELS },
        ],
        4,
      ],
      [4, 3, 2, 1],
    ],
    [
      'leaves out what lies farther than 50 km, or nowhere known',
      [
        reference,
        [
          { id: 1, price: 400_000, at: LIEGE },
          { id: 2, price: 400_000, at: null },
          { id: 3, price: 400_000, at: ANTWERP },
        ],
        4,
      ],
      [3],
    ],
    [
      'ranks by price alone when the reference has no known place',
      [
        { at: null, price: 400_000 },
        [
          { id: 1, price: 300_000, at: LUXEMBOURG },
          { id: 2, price: 390_000, at: null },
          { id: 3, price: 500_000, at: BRUSSELS },
        ],
        4,
      ],
      [2, 1, 3],
    ],
    [
      'settles ties by id, so the same page always shows the same properties',
      [
        { at: null, price: null },
        [
          { id: 9, price: 1, at: null },
          { id: 3, price: 2, at: null },
          { id: 5, price: null, at: null },
        ],
        2,
      ],
      [3, 5],
    ],
  ])('%s', (_rule, args, ranked) => {
    expect(rankSimilar(...args)).toEqual(ranked);
  });
});
