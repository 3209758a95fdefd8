import { describe, expect, it } from 'vitest';
import { countByWebId, listedWebIds, webIdsOf } from '@/lib/listing/web-ids';

describe('WebIDs', () => {
  it('reads a comma-separated list without blanks, words or repeats', () => {
    expect(listedWebIds('2,5')).toEqual([2, 5]);
    expect(listedWebIds(' 2 , 5,,2 ,x')).toEqual([2, 5]);
    expect(listedWebIds('')).toEqual([]);
  });

  it('lists a property under its main type first, then under its WebIDs', () => {
    expect(webIdsOf(4, '4,1')).toEqual([4, 1]);
    expect(webIdsOf(4, '1')).toEqual([4, 1]);
    expect(webIdsOf(4, '')).toEqual([4]);
  });

  it('counts a property once under each type it is listed under', () => {
    const counts = countByWebId([
      { mainWebId: 1, webIds: '1', count: 30 },
      { mainWebId: 4, webIds: '4,1', count: 2 },
      { mainWebId: 2, webIds: '', count: 5 },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ 1: 32, 4: 2, 2: 5 });
  });
});
