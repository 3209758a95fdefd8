import { describe, expect, it } from 'vitest';
import {
  NO_REDUCTION,
  PRICE_REDUCED_DAYS,
  priceReducedSince,
  reducedFrom,
  reductionAfterImport,
  type PriceReduction,
  type PriceState,
} from '@/lib/domain/price-reduction';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const EARLIER = new Date('2026-11-02T08:00:00.000Z');
const DAY = 86_400_000;

const sale = (price: number | null, change: Partial<PriceState> = {}): PriceState => ({
  goal: 0,
  price,
  priceUnit: null,
  publishPrice: true,
  ...change,
});
const stored = (state: PriceState, reduction: PriceReduction = NO_REDUCTION) => ({ ...state, ...reduction });
const reducedEarlier: PriceReduction = { previousPrice: 420_000, priceReducedAt: EARLIER };

describe('reductionAfterImport', () => {
  it.each<[string, PriceState & PriceReduction, PriceState, PriceReduction]>([
    [
      'a lower price keeps the one it replaces',
      stored(sale(400_000)),
      sale(380_000),
      { previousPrice: 400_000, priceReducedAt: NOW },
    ],
    [
      'a lower rent too',
      stored(sale(1_300, { goal: 1 })),
      sale(1_250, { goal: 1 }),
      { previousPrice: 1_300, priceReducedAt: NOW },
    ],
    [
      'a lower "starting from" price too',
      stored(sale(300_000, { priceUnit: 7 })),
      sale(290_000, { priceUnit: 7 }),
      { previousPrice: 300_000, priceReducedAt: NOW },
    ],
    [
      'a cent less is a reduction',
      stored(sale(400_000)),
      sale(399_999.99),
      { previousPrice: 400_000, priceReducedAt: NOW },
    ],
    [
      'a second reduction strikes the price just before it',
      stored(sale(400_000), reducedEarlier),
      sale(380_000),
      { previousPrice: 400_000, priceReducedAt: NOW },
    ],
    ['the same price keeps the stored reduction', stored(sale(400_000), reducedEarlier), sale(400_000), reducedEarlier],
    ['the same price without a reduction stays without', stored(sale(400_000)), sale(400_000), NO_REDUCTION],
    ['a higher price clears it', stored(sale(400_000), reducedEarlier), sale(410_000), NO_REDUCTION],
    [
      'a price now hidden clears it',
      stored(sale(400_000), reducedEarlier),
      sale(380_000, { publishPrice: false }),
      NO_REDUCTION,
    ],
    [
      'a price hidden before is no reduction',
      stored(sale(400_000, { publishPrice: false })),
      sale(380_000),
      NO_REDUCTION,
    ],
    ['a price removed clears it', stored(sale(400_000), reducedEarlier), sale(null), NO_REDUCTION],
    ['a zero price ("not filled in") clears it', stored(sale(400_000), reducedEarlier), sale(0), NO_REDUCTION],
    ['a first price after none is no reduction', stored(sale(null)), sale(380_000), NO_REDUCTION],
    ['a sale become a rental is no reduction', stored(sale(400_000)), sale(1_300, { goal: 1 }), NO_REDUCTION],
    [
      'a plain price become "starting from" is no reduction',
      stored(sale(400_000)),
      sale(380_000, { priceUnit: 7 }),
      NO_REDUCTION,
    ],
  ])('%s', (_, before, after, expected) => {
    expect(reductionAfterImport({ stored: before, next: after, relisted: false, now: NOW })).toEqual(expected);
  });

  it('clears it when the property is listed again after a withdrawal, whatever the price did', () => {
    for (const price of [380_000, 400_000, 410_000]) {
      expect(
        reductionAfterImport({
          stored: stored(sale(400_000), reducedEarlier),
          next: sale(price),
          relisted: true,
          now: NOW,
        }),
      ).toEqual(NO_REDUCTION);
    }
  });
});

describe('reducedFrom: a reduction is news for PRICE_REDUCED_DAYS days', () => {
  const since = priceReducedSince(NOW);

  it('counts back 30 days of 24 hours', () => {
    expect(PRICE_REDUCED_DAYS).toBe(30);
    expect(since).toEqual(new Date(NOW.getTime() - 30 * DAY));
  });

  it.each<[string, Date, number | null]>([
    ['seen at this instant', NOW, 420_000],
    ['seen a day ago', new Date(NOW.getTime() - DAY), 420_000],
    ['seen exactly 30 days ago', since, 420_000],
    ['seen 30 days and a millisecond ago', new Date(since.getTime() - 1), null],
    ['seen 60 days ago', new Date(NOW.getTime() - 60 * DAY), null],
    ['dated ahead of the clock', new Date(NOW.getTime() + DAY), 420_000],
  ])('%s: %s', (_, priceReducedAt, expected) => {
    expect(reducedFrom({ price: 400_000, previousPrice: 420_000, priceReducedAt }, NOW)).toBe(expected);
  });

  it.each<[string, { price: number | null } & PriceReduction]>([
    ['no reduction stored', { price: 400_000, ...NO_REDUCTION }],
    ['no date', { price: 400_000, previousPrice: 420_000, priceReducedAt: null }],
    ['no previous price', { price: 400_000, previousPrice: null, priceReducedAt: NOW }],
    ['no price shown (hidden)', { price: null, previousPrice: 420_000, priceReducedAt: NOW }],
    ['a previous price that is not higher', { price: 400_000, previousPrice: 400_000, priceReducedAt: NOW }],
  ])('is null with %s', (_, property) => {
    expect(reducedFrom(property, NOW)).toBeNull();
  });
});
