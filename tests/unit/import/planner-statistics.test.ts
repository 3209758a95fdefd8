import { describe, expect, it } from 'vitest';
import { needsFreshStatistics } from '@/lib/import/planner-statistics';

describe('needsFreshStatistics', () => {
  it.each([
    [72, 72, true], // the first import of the demo catalogue
    [100_000, 100_000, true], // the first import of a large one
    [10_050, 100_000, true], // a tenth of it and 50 more
    [10_049, 100_000, false],
    [1, 100_000, false], // one price changed through the API
    [49, 49, false], // too small a catalogue for statistics to matter
    [0, 0, false],
  ])('%i changed of %i → %s', (changed, total, expected) => {
    expect(needsFreshStatistics(changed, total)).toBe(expected);
  });
});
