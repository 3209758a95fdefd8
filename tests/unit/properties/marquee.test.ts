import { describe, expect, it } from 'vitest';
import { RENTED_MARQUEE, SOLD_MARQUEE, TAKEN_MARQUEES, takenState } from '@/lib/properties/marquee';

describe('takenState', () => {
  it.each([
    [3, 'sold'],
    [4, 'rented'],
  ])('reads marquee %i as %s', (marquee, state) => {
    expect(takenState(marquee)).toBe(state);
  });

  it.each([0, 1, 2, 5, null])('keeps marquee %s on offer', (marquee) => {
    expect(takenState(marquee)).toBeNull();
  });

  it('lists exactly the marquees that take a property off offer', () => {
    expect(TAKEN_MARQUEES).toEqual([SOLD_MARQUEE, RENTED_MARQUEE]);
    expect(TAKEN_MARQUEES.every((marquee) => takenState(marquee) !== null)).toBe(true);
  });
});
