import { describe, expect, it } from 'vitest';
import { alertCandidate } from '@/lib/alerts/alert-candidate';
import { alertMatches } from '@/lib/alerts/match';
import { anyAlert, ghentHouse as ghentCandidate } from '../../support/search-alerts';

type CandidateRow = Parameters<typeof alertCandidate>[0];

/**
 * The house of ghentCandidate as lib/alerts/notify-matches.ts and lib/owner/queries.ts read it, listed
 * under one more type (WebID 2).
 */
const ghentHouse: CandidateRow = {
  goal: 0,
  countryId: 10,
  price: 450_000,
  bedrooms: 3,
  surfaceLiving: 180,
  webIds: '1,2',
  type: { webId: 1 },
  city: { zip: '9000', translations: [{ name: 'Gand' }, { name: 'Gent' }, { name: 'Ghent' }] },
};

describe('alertCandidate', () => {
  it('reads every column the matching needs, with the price it is given', () => {
    expect(alertCandidate(ghentHouse, 450_000)).toEqual({ ...ghentCandidate, webIds: [1, 2] });
  });

  it.each<[string, Partial<CandidateRow>, number[]]>([
    ['no WebIDs besides its type', { webIds: '' }, [1]],
    ['its own type among its WebIDs', { webIds: '1' }, [1]],
    ['its type listed after another', { type: { webId: 4 }, webIds: '1,4' }, [4, 1]],
    ['blanks, words and repeats', { webIds: ' 2 ,,x,2, 5' }, [1, 2, 5]],
  ])('lists a property with %s under its type first, each type once', (_case, columns, webIds) => {
    expect(alertCandidate({ ...ghentHouse, ...columns }, null).webIds).toEqual(webIds);
  });

  // The caller decides: notify-matches gives null for a hidden price, so that it decides nothing.
  it.each([null, 0, 399_000])('takes the price the caller gives (%s), not the price column', (price) => {
    expect(alertCandidate(ghentHouse, price).price).toBe(price);
  });

  it('keeps unknown bedrooms and living area unknown, never zero', () => {
    const candidate = alertCandidate({ ...ghentHouse, price: null, bedrooms: null, surfaceLiving: null }, null);
    expect(candidate).toMatchObject({ price: null, bedrooms: null, surface: null });
  });

  it('has no town name when the town has no text', () => {
    expect(alertCandidate({ ...ghentHouse, city: { zip: '9000', translations: [] } }, null).townNames).toEqual([]);
  });

  describe('as the alerts match it', () => {
    const upTo400k = { ...anyAlert, typeWebIds: '2', towns: 'Gent|9000', priceMax: 400_000, bedroomsMin: 4 };

    it('lets a price it is not given decide nothing, where a shown price does', () => {
      const unknownRooms = { ...ghentHouse, bedrooms: null };
      expect(alertMatches(upTo400k, alertCandidate(unknownRooms, null))).toBe(true);
      expect(alertMatches(upTo400k, alertCandidate(unknownRooms, unknownRooms.price))).toBe(false);
    });

    it('finds the property under a type of its WebIDs and a town named in any language', () => {
      expect(alertMatches({ ...upTo400k, bedroomsMin: null }, alertCandidate(ghentHouse, null))).toBe(true);
      expect(alertMatches({ ...upTo400k, bedroomsMin: null, typeWebIds: '3' }, alertCandidate(ghentHouse, null))).toBe(
        false,
      );
    });
  });
});
