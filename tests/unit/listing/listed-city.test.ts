import { describe, expect, it } from 'vitest';
import { listedCity, namedCities } from '@/lib/listing/listed-city';

const cities = [
  { name: 'Gand', zip: '9000', count: 4 },
  { name: 'Arlon', zip: '6700', count: 1 },
  { name: 'Bonnert', zip: '6700', count: 2 },
];

describe('listedCity', () => {
  it('finds the town as listed', () => {
    expect(listedCity({ name: 'Gand', zip: '9000' }, cities)).toEqual(cities[0]);
  });

  it('reads a town named in another language as the listed one of its postcode', () => {
    expect(listedCity({ name: 'Gent', zip: '9000' }, cities)).toEqual(cities[0]);
  });

  it('does not guess between two towns of one postcode, nor find an unlisted one', () => {
    expect(listedCity({ name: 'Aarlen', zip: '6700' }, cities)).toBeNull();
    expect(listedCity({ name: 'Mons', zip: '7000' }, cities)).toBeNull();
  });
});

describe('namedCities', () => {
  it('names each town of the filter as listed, with its count, once', () => {
    expect(
      namedCities(
        [
          { name: 'Gent', zip: '9000' },
          { name: 'Gand', zip: '9000' },
          { name: 'Bonnert', zip: '6700' },
        ],
        cities,
      ),
    ).toEqual([cities[0], cities[2]]);
  });

  it('keeps an unlisted town as the URL names it, with no property', () => {
    expect(namedCities([{ name: 'Mons', zip: '7000' }], cities)).toEqual([{ name: 'Mons', zip: '7000', count: 0 }]);
    expect(namedCities([], cities)).toEqual([]);
  });
});
