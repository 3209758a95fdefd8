import { describe, expect, it } from 'vitest';
import {
  BACK_TO_TOP_THRESHOLD,
  HEADER_SCROLL_THRESHOLD,
  SCROLL_DEBOUNCE_MS,
  SCROLL_TO_TOP_MS,
  isBackToTopVisible,
  isHeaderCondensed,
} from '@/lib/domain/scroll';

describe('scroll constants (header 30 px, back to top 10 px, debounce 100 ms, scroll up 500 ms)', () => {
  it.each([
    ['HEADER_SCROLL_THRESHOLD', HEADER_SCROLL_THRESHOLD, 30],
    ['BACK_TO_TOP_THRESHOLD', BACK_TO_TOP_THRESHOLD, 10],
    ['SCROLL_DEBOUNCE_MS', SCROLL_DEBOUNCE_MS, 100],
    ['SCROLL_TO_TOP_MS', SCROLL_TO_TOP_MS, 500],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe.each<[string, (scrollY: number) => boolean, [number, boolean][]]>([
  [
    'isHeaderCondensed',
    isHeaderCondensed,
    [
      [0, false],
      [29, false],
      [30, false],
      [30.5, true],
      [31, true],
      [1000, true],
      [-20, false],
      [Number.NaN, false],
    ],
  ],
  [
    'isBackToTopVisible',
    isBackToTopVisible,
    [
      [0, false],
      [9, false],
      [9.99, false],
      [10, true],
      [11, true],
      [5000, true],
      [-5, false],
      [Number.NaN, false],
    ],
  ],
])('%s', (_name, shown, cases) => {
  it.each(cases)('scrollY %d → %s', (y, expected) => {
    expect(shown(y)).toBe(expected);
  });
});
