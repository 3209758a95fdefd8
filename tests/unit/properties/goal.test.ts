import { describe, expect, it } from 'vitest';
import { GOAL, goalCondition, goalFromFeed, goalValue, listingPathname } from '@/lib/properties/goal';
import { propertyPathname } from '@/lib/properties/property-path';

describe('goal', () => {
  it.each([
    [0, GOAL.sale],
    [1, GOAL.rent],
    [2, GOAL.rent],
  ])('reads the feed’s Goal %i as %s (0 is a sale, any other value a rental)', (value, goal) => {
    expect(goalFromFeed(value)).toBe(goal);
  });

  it('stores 0 for a sale and 1 for a rental, and reads them back', () => {
    expect(goalValue(GOAL.sale)).toBe(0);
    expect(goalValue(GOAL.rent)).toBe(1);
    for (const goal of [GOAL.sale, GOAL.rent]) expect(goalFromFeed(goalValue(goal))).toBe(goal);
  });

  it('finds a rental stored with any non-zero value', () => {
    expect(goalCondition(GOAL.sale)).toBe(0);
    expect(goalCondition(GOAL.rent)).toEqual({ not: 0 });
  });

  it('names the listing and the property page of each goal', () => {
    expect(listingPathname(GOAL.sale)).toBe('/for-sale');
    expect(listingPathname(GOAL.rent)).toBe('/for-rent');
    expect(propertyPathname(GOAL.sale)).toBe('/for-sale/[city]/[title]/[id]');
    expect(propertyPathname(GOAL.rent)).toBe('/for-rent/[city]/[title]/[id]');
  });
});
