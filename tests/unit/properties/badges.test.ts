import { describe, expect, it } from 'vitest';
import { propertyBadges, type BadgeInput } from '@/lib/properties/badges';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const DAY = 86_400_000;
const LAST_MONTH = new Date(NOW.getTime() - 40 * DAY);
const YESTERDAY = new Date(NOW.getTime() - DAY);

const property = (change: Partial<BadgeInput> = {}): BadgeInput => ({
  marquee: 0,
  underOption: false,
  createdAt: LAST_MONTH,
  price: 380_000,
  previousPrice: null,
  priceReducedAt: null,
  ...change,
});
const reduced = { previousPrice: 400_000, priceReducedAt: YESTERDAY };

describe('propertyBadges', () => {
  it.each<[string, Partial<BadgeInput>, ReturnType<typeof propertyBadges>]>([
    ['none for a property listed a while ago at its first price', {}, { badges: [], reducedFrom: null }],
    ['"new" for one listed yesterday', { createdAt: YESTERDAY }, { badges: ['new'], reducedFrom: null }],
    ['"price reduced" and the price it replaced', reduced, { badges: ['reduced'], reducedFrom: 400_000 }],
    ['both, new first', { createdAt: YESTERDAY, ...reduced }, { badges: ['new', 'reduced'], reducedFrom: 400_000 }],
    [
      'no "price reduced" once it is old news',
      { previousPrice: 400_000, priceReducedAt: LAST_MONTH },
      { badges: [], reducedFrom: null },
    ],
    ['no "price reduced" for a hidden price', { price: null, ...reduced }, { badges: [], reducedFrom: null }],
    [
      '"sold" alone for a sold property',
      { marquee: 3, createdAt: YESTERDAY, ...reduced },
      { badges: ['sold'], reducedFrom: null },
    ],
    [
      '"rented" alone for a rented property',
      { marquee: 4, createdAt: YESTERDAY, ...reduced },
      { badges: ['rented'], reducedFrom: null },
    ],
    ['nothing for the unlabelled marquee 2', { marquee: 2 }, { badges: [], reducedFrom: null }],
    ['"under option" for a property under option', { underOption: true }, { badges: ['option'], reducedFrom: null }],
    [
      '"under option" first, with "new" and "price reduced"',
      { underOption: true, createdAt: YESTERDAY, ...reduced },
      { badges: ['option', 'new', 'reduced'], reducedFrom: 400_000 },
    ],
    [
      '"sold" alone for a sold property still marked under option',
      { marquee: 3, underOption: true },
      { badges: ['sold'], reducedFrom: null },
    ],
  ])('%s', (_, change, expected) => {
    expect(propertyBadges(property(change), NOW)).toEqual(expected);
  });
});
