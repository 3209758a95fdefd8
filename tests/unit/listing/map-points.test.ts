import { describe, expect, it } from 'vitest';
import { groupByPosition, mapPosition } from '@/lib/listing/map-points';

const town = { latitude: 50.6326, longitude: 5.5797 };
const own = { latitude: 50.64, longitude: 5.57 };

describe('mapPosition', () => {
  it('uses the property position when its address is published', () => {
    expect(mapPosition({ ...own, publishAddress: true }, town)).toEqual({ lat: 50.64, lng: 5.57, approximate: false });
  });

  it('never uses the property position when its address is hidden', () => {
    expect(mapPosition({ ...own, publishAddress: false }, town)).toEqual({
      lat: 50.6326,
      lng: 5.5797,
      approximate: true,
    });
  });

  it.each([
    [{ latitude: null, longitude: 5.57 }],
    [{ latitude: 91, longitude: 5.57 }],
    [{ latitude: 50.6, longitude: Number.NaN }],
  ])('falls back to the town for a missing or impossible position %j', (position) => {
    expect(mapPosition({ ...position, publishAddress: true }, town)?.approximate).toBe(true);
  });

  it('gives nothing when neither the property nor its town can be placed', () => {
    expect(mapPosition({ ...own, publishAddress: false }, { latitude: null, longitude: null })).toBeNull();
  });
});

describe('groupByPosition', () => {
  it('puts properties at the same spot on one marker, in order', () => {
    const groups = groupByPosition([
      { lat: 50.1, lng: 4.1, approximate: true, item: 'a' },
      { lat: 50.2, lng: 4.2, approximate: false, item: 'b' },
      { lat: 50.1, lng: 4.1, approximate: true, item: 'c' },
    ]);
    expect(groups).toEqual([
      { lat: 50.1, lng: 4.1, approximate: true, items: ['a', 'c'] },
      { lat: 50.2, lng: 4.2, approximate: false, items: ['b'] },
    ]);
  });

  it('marks a shared spot approximate only when every property there is', () => {
    const [group] = groupByPosition([
      { lat: 50.1, lng: 4.1, approximate: true, item: 'a' },
      { lat: 50.1, lng: 4.1, approximate: false, item: 'b' },
    ]);
    expect(group?.approximate).toBe(false);
  });
});
