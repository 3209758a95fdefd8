// The `area` parameter of the listing (docs/url-map.md, listing query parameters): what the map
// writes for the box it shows, and what the codec accepts.
import { describe, expect, it } from 'vitest';
import { FILTER_KEYS } from '@/lib/listing/filter-keys';
import { listingQuery, DEFAULT_FILTERS } from '@/lib/listing/listing-params';
import {
  areaParam,
  isSearchableArea,
  MAX_AREA_SPAN,
  parseMapArea,
  queryWithArea,
  visibleArea,
  type MapArea,
} from '@/lib/listing/map-area';

const BRUSSELS: MapArea = { south: 50.8, west: 4.3, north: 50.9, east: 4.45 };

describe('parseMapArea', () => {
  it.each<[string, MapArea]>([
    ['50.8,4.3,50.9,4.45', BRUSSELS],
    [' 50.8 , 4.3 ,50.9, 4.45', BRUSSELS],
    ['50.8000,4.3,50.90,4.4500', BRUSSELS],
    ['49,2,53,10', { south: 49, west: 2, north: 53, east: 10 }],
    ['-0.0001,-0.0001,0.0001,0.0001', { south: -0.0001, west: -0.0001, north: 0.0001, east: 0.0001 }],
    ['86,172,90,180', { south: 86, west: 172, north: 90, east: 180 }],
    ['-90,-180,-86,-172', { south: -90, west: -180, north: -86, east: -172 }],
  ])('reads %s', (text, area) => {
    expect(parseMapArea(text)).toEqual(area);
  });

  it.each([
    ['no box at all', ''],
    ['three coordinates', '50.8,4.3,50.9'],
    ['five coordinates', '50.8,4.3,50.9,4.45,1'],
    ['a word', '50.8,4.3,north,4.45'],
    ['more than four decimals', '50.80001,4.3,50.9,4.45'],
    ['an exponent', '5e1,4.3,50.9,4.45'],
    ['a number JavaScript reads but no one writes', '0x32,4.3,50.9,4.45'],
    ['Infinity', '50.8,4.3,Infinity,4.45'],
    ['an empty coordinate', '50.8,,50.9,4.45'],
    ['a latitude past a pole', '50.8,4.3,90.0001,4.45'],
    ['a longitude past 180°', '50.8,179,50.9,180.5'],
    ['south above north', '50.9,4.3,50.8,4.45'],
    ['east before west', '50.8,4.45,50.9,4.3'],
    ['a box with no height', '50.8,4.3,50.8,4.45'],
    ['a box taller than the largest search', `50,4,${50 + MAX_AREA_SPAN.latitude + 0.0001},5`],
    ['a box wider than the largest search', `50,0,51,${MAX_AREA_SPAN.longitude + 0.0001}`],
  ])('refuses %s', (_case, text) => {
    expect(parseMapArea(text)).toBeNull();
  });

  it('takes the largest box, not one unit more', () => {
    expect(parseMapArea(`50,0,${50 + MAX_AREA_SPAN.latitude},${MAX_AREA_SPAN.longitude}`)).not.toBeNull();
  });
});

describe('areaParam and visibleArea', () => {
  it('writes the box as the parameter reads it back', () => {
    expect(areaParam(BRUSSELS)).toBe('50.8,4.3,50.9,4.45');
    expect(parseMapArea(areaParam(BRUSSELS))).toEqual(BRUSSELS);
  });

  it('widens the box a map shows outwards to four decimals', () => {
    expect(visibleArea({ south: 50.80004, west: 4.30009, north: 50.89991, east: 4.44999 })).toEqual({
      south: 50.8,
      west: 4.3,
      north: 50.9,
      east: 4.45,
    });
    expect(visibleArea({ south: -50.80004, west: -4.30001, north: -50.70001, east: -4.2 })).toEqual({
      south: -50.8001,
      west: -4.3001,
      north: -50.7,
      east: -4.2,
    });
  });

  it('keeps a coordinate already on four decimals as it is (no floating-point drift)', () => {
    const area = { south: 50.8, west: 4.35, north: 51.2, east: 4.9 };
    expect(visibleArea(area)).toEqual(area);
    expect(areaParam(visibleArea({ south: 0.1 + 0.2, west: 1.1, north: 0.7, east: 2.2 }))).toBe('0.3,1.1,0.7,2.2');
  });

  it('keeps the box on the globe, as a map panned around the world reports past 180°', () => {
    expect(visibleArea({ south: -95, west: -200.5, north: 95, east: 185 })).toEqual({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
  });

  it('writes for every box a map shows a parameter the server reads, when not too large', () => {
    for (const bounds of [
      { south: 50.84123456, west: 4.34987654, north: 50.85999999, east: 4.37000001 },
      { south: 49.4, west: 2.5, north: 51.55, east: 6.45 },
    ]) {
      const area = visibleArea(bounds);
      expect(isSearchableArea(area)).toBe(true);
      expect(parseMapArea(areaParam(area))).toEqual(area);
    }
  });
});

describe('isSearchableArea', () => {
  it.each<[string, MapArea, boolean]>([
    ['a town', BRUSSELS, true],
    ['Belgium and Luxembourg', { south: 49.45, west: 2.5, north: 51.5, east: 6.4 }, true],
    [
      'the largest box',
      { south: 48, west: 0, north: 48 + MAX_AREA_SPAN.latitude, east: MAX_AREA_SPAN.longitude },
      true,
    ],
    ['a little taller', { south: 48, west: 0, north: 48.0001 + MAX_AREA_SPAN.latitude, east: 1 }, false],
    ['a little wider', { south: 48, west: 0, north: 49, east: MAX_AREA_SPAN.longitude + 0.0001 }, false],
    ['a line', { south: 50, west: 4, north: 50, east: 5 }, false],
    ['upside down', { south: 51, west: 4, north: 50, east: 5 }, false],
  ])('%s: %s', (_case, area, searchable) => {
    expect(isSearchableArea(area)).toBe(searchable);
  });
});

describe('queryWithArea', () => {
  it("puts the area where the codec writes it: the map's URL is the canonical one", () => {
    const filters = { ...DEFAULT_FILTERS, q: 'jardin', type: 2, features: ['garden' as const], view: 'map' as const };
    const withArea = queryWithArea(listingQuery(filters), BRUSSELS, FILTER_KEYS);
    expect(withArea).toEqual(listingQuery({ ...filters, area: BRUSSELS }));
    expect(Object.keys(withArea)).toEqual(Object.keys(listingQuery({ ...filters, area: BRUSSELS })));
    expect(Object.keys(withArea)).toEqual(['q', 'area', 'type', 'feature', 'view']);
  });
});
