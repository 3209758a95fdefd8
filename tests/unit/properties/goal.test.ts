import { describe, expect, it } from 'vitest';
import { GOAL, goalFromFeed, listingPathname } from '@/lib/properties/goal';

describe('goal', () => {
  it.each([
    [0, GOAL.sale],
    [1, GOAL.rent],
    [2, GOAL.rent],
  ])('reads the feed’s Goal %i as %s (0 is a sale, any other value a rental)', (value, goal) => {
    expect(goalFromFeed(value)).toBe(goal);
  });

  it('names the listing of each goal', () => {
    expect(listingPathname(GOAL.sale)).toBe('/for-sale');
    expect(listingPathname(GOAL.rent)).toBe('/for-rent');
  });
});
