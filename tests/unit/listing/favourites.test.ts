import { describe, expect, it } from 'vitest';
import {
  formatIdList,
  MAX_FAVOURITES,
  parseIdList,
  parseStoredFavourites,
  sameIds,
  toggleFavourite,
} from '@/lib/listing/favourites';

describe('parseStoredFavourites', () => {
  it.each<[string | null, number[]]>([
    [null, []],
    ['', []],
    ['[41001,41005]', [41001, 41005]],
    ['["41001", 41005, 41001]', [41001, 41005]],
    ['[0, -3, 1.5, "x", null, {}, 41002]', [41002]],
    ['{"ids":[1]}', []],
    ['not json', []],
    ['41001', []],
  ])('%j → %j', (raw, ids) => {
    expect(parseStoredFavourites(raw)).toEqual(ids);
  });

  it(`keeps at most ${MAX_FAVOURITES}`, () => {
    const many = JSON.stringify(Array.from({ length: 150 }, (_, index) => index + 1));
    expect(parseStoredFavourites(many)).toHaveLength(MAX_FAVOURITES);
  });
});

describe('parseIdList and formatIdList (shared links)', () => {
  it.each<[string | string[] | undefined, number[]]>([
    [undefined, []],
    ['', []],
    ['41001,41005', [41001, 41005]],
    [' 41001 , 41005 ,', [41001, 41005]],
    [
      ['41001', '41005,41007'],
      [41001, 41005, 41007],
    ],
    ['41001,abc,-1,9999999999999999', [41001]],
  ])('%j → %j', (value, ids) => {
    expect(parseIdList(value)).toEqual(ids);
  });

  it('round-trips', () => {
    expect(parseIdList(formatIdList([41005, 41001]))).toEqual([41005, 41001]);
  });
});

describe('toggleFavourite and sameIds', () => {
  it('adds at the front and removes', () => {
    expect(toggleFavourite([41001], 41005)).toEqual([41005, 41001]);
    expect(toggleFavourite([41005, 41001], 41005)).toEqual([41001]);
  });

  it('compares lists as sets of the same size', () => {
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1, 2], [1])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });
});
