import { describe, expect, it } from 'vitest';
import { pageCount, pageNumbers, pageSlice } from '@/lib/domain/paging';

describe('pageSlice', () => {
  it.each([
    [1, 20, 0],
    [2, 20, 20],
    [3, 20, 40],
    [1, 1, 0],
    [7, 1, 6],
    [100_000, 50, 4_999_950],
  ])('page %i of %i rows skips %i rows and takes the page', (page, size, skip) => {
    expect(pageSlice(page, size)).toEqual({ skip, take: size });
  });

  it.each([0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('reads page %s as the first', (page) => {
    expect(pageSlice(page, 20)).toEqual({ skip: 0, take: 20 });
  });

  it('makes consecutive pages meet without a gap or an overlap', () => {
    for (const page of [1, 2, 3, 10]) {
      const { skip, take } = pageSlice(page, 25);
      expect(pageSlice(page + 1, 25).skip).toBe(skip + take);
    }
  });
});

describe('pageCount', () => {
  it.each([
    // An empty list is one page that says so.
    [0, 20, 1],
    [1, 20, 1],
    [19, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [40, 20, 2],
    [41, 20, 3],
    [1, 1, 1],
    [5, 1, 5],
    // The listing's capped count (lib/listing/listing-query.ts, COUNT_LIMIT).
    [1_000, 24, 42],
  ])('%i rows of %i a page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('has room for the last row on its last page, and the last page holds one row at least', () => {
    for (const total of [1, 19, 20, 21, 99, 100, 101]) {
      const pages = pageCount(total, 20);
      const lastSkip = pageSlice(pages, 20).skip;
      expect(lastSkip, String(total)).toBeLessThan(total);
      expect(lastSkip + 20, String(total)).toBeGreaterThanOrEqual(total);
    }
  });
});

/** The pages as a list reads them: "1 … 4 5 6" for [1, gap 4, 5, 6]. */
const read = (page: number, pages: number) =>
  pageNumbers(page, pages)
    .map(({ page: shown, afterGap }) => (afterGap ? `… ${shown}` : String(shown)))
    .join(' ');

describe('pageNumbers', () => {
  it.each([
    // No page (a count below one is no list to page through).
    [1, 0, ''],
    [1, -3, ''],
    [1, Number.NaN, ''],
    [1, 1, '1'],
    [1, 2, '1 2'],
    [2, 2, '1 2'],
    [1, 3, '1 2 3'],
    [1, 4, '1 2 3 4'],
    // A gap hides one page or more: page 4 is one click away through 3 or 5.
    [1, 5, '1 2 3 … 5'],
    [5, 5, '1 … 3 4 5'],
    [3, 5, '1 2 3 4 5'],
    [1, 6, '1 2 3 … 6'],
    [4, 7, '1 2 3 4 5 6 7'],
    [4, 8, '1 2 3 4 5 6 … 8'],
    [5, 8, '1 … 3 4 5 6 7 8'],
    [5, 9, '1 … 3 4 5 6 7 … 9'],
    [10, 10, '1 … 8 9 10'],
    [9, 10, '1 … 7 8 9 10'],
    [50, 100, '1 … 48 49 50 51 52 … 100'],
    // A page out of range (the callers clamp it first) still links to the first and last.
    [0, 5, '1 2 … 5'],
    [-4, 5, '1 … 5'],
    [12, 10, '1 … 10'],
    [11, 10, '1 … 9 10'],
    [Number.NaN, 5, '1 … 5'],
  ])('page %d of %d links to "%s"', (page, pages, expected) => {
    expect(read(page, pages)).toBe(expected);
  });

  it('links to each page once, in order, with the current one among them', () => {
    for (const pages of [1, 2, 5, 8, 13]) {
      for (let page = 1; page <= pages; page++) {
        const shown = pageNumbers(page, pages).map((entry) => entry.page);
        expect(shown, `${page}/${pages}`).toEqual([...new Set(shown)].sort((a, b) => a - b));
        expect(shown, `${page}/${pages}`).toContain(page);
        expect(shown.at(0)).toBe(1);
        expect(shown.at(-1)).toBe(pages);
      }
    }
  });

  it('puts no gap before the first page', () => {
    expect(pageNumbers(10, 20)[0]).toEqual({ page: 1, afterGap: false });
  });
});
