import { describe, expect, it } from 'vitest';
import { isNewListing, NEW_LISTING_DAYS, newListingSince } from '@/lib/domain/new-listing';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('isNewListing: first published in the last NEW_LISTING_DAYS days', () => {
  it('counts back 7 days of 24 hours', () => {
    expect(NEW_LISTING_DAYS).toBe(7);
    expect(newListingSince(NOW)).toEqual(ago(7 * DAY));
  });

  it.each<[string, Date, boolean]>([
    ['published at this instant', NOW, true],
    ['published yesterday', ago(DAY), true],
    ['published exactly 7 days ago', ago(7 * DAY), true],
    ['published 7 days and a millisecond ago', ago(7 * DAY + 1), false],
    ['published a month ago', ago(30 * DAY), false],
    ['dated ahead of the clock by the CRM', new Date(NOW.getTime() + DAY), true],
  ])('%s: %s', (_, createdAt, expected) => {
    expect(isNewListing(createdAt, NOW)).toBe(expected);
  });
});
