import { describe, expect, it } from 'vitest';
import { MAP_ZONE_GROUPS, MAP_ZONES, ZONE_PATHS } from '@/lib/alerts/zone-map-shapes';
import { isZone, PROVINCES_BY_REGION } from '@/lib/listing/zones';

describe('the demand register map', () => {
  it('draws each selectable zone once, with codes the listing filters know', () => {
    expect(ZONE_PATHS.map((shape) => shape.zone).sort()).toEqual([...MAP_ZONES].sort());
    expect(MAP_ZONES.every(isZone)).toBe(true);
  });

  it('offers every Belgian province, Brussels and the Grand Duchy, grouped under their region', () => {
    const provinces = [...PROVINCES_BY_REGION.flanders, ...PROVINCES_BY_REGION.wallonia];
    expect([...MAP_ZONES].sort()).toEqual([...provinces, 'brussels', 'luxembourg'].sort());
    expect(MAP_ZONE_GROUPS.flatMap((group) => group.zones).sort()).toEqual([...MAP_ZONES].sort());
    for (const region of ['flanders', 'wallonia'] as const) {
      expect(MAP_ZONE_GROUPS.find((group) => group.region === region)?.zones).toEqual(PROVINCES_BY_REGION[region]);
    }
  });

  it('draws Brussels last, above Flemish Brabant, and keeps every point inside the view box', () => {
    expect(ZONE_PATHS.at(-1)?.zone).toBe('brussels');
    for (const { d } of ZONE_PATHS) {
      const numbers = d.match(/\d+/g)!.map(Number);
      expect(Math.max(...numbers.filter((_, index) => index % 2 === 0))).toBeLessThanOrEqual(540);
      expect(Math.max(...numbers.filter((_, index) => index % 2 === 1))).toBeLessThanOrEqual(440);
      expect(d).toMatch(/^M[\d,L]+Z$/);
    }
  });
});
