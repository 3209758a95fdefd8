import { describe, expect, it } from 'vitest';
import { regionFromPostcode } from '@/lib/domain/region';
import { inZones, isZone, zonesOfPostcode, ZONES } from '@/lib/listing/zones';

describe('zonesOfPostcode', () => {
  it.each([
    ['1000', 10, 'brussels', null],
    ['1299', 10, 'brussels', null],
    ['1300', 10, 'wallonia', 'walloon-brabant'],
    ['1499', 10, 'wallonia', 'walloon-brabant'],
    ['1500', 10, 'flanders', 'flemish-brabant'],
    ['1999', 10, 'flanders', 'flemish-brabant'],
    ['2000', 10, 'flanders', 'antwerp'],
    ['2999', 10, 'flanders', 'antwerp'],
    ['3000', 10, 'flanders', 'flemish-brabant'],
    ['3499', 10, 'flanders', 'flemish-brabant'],
    ['3500', 10, 'flanders', 'limburg'],
    ['3999', 10, 'flanders', 'limburg'],
    ['4000', 10, 'wallonia', 'liege'],
    ['4999', 10, 'wallonia', 'liege'],
    ['5000', 10, 'wallonia', 'namur'],
    ['5999', 10, 'wallonia', 'namur'],
    ['6000', 10, 'wallonia', 'hainaut'],
    ['6599', 10, 'wallonia', 'hainaut'],
    ['6600', 10, 'wallonia', 'luxembourg-province'],
    ['6999', 10, 'wallonia', 'luxembourg-province'],
    ['7000', 10, 'wallonia', 'hainaut'],
    ['7999', 10, 'wallonia', 'hainaut'],
    ['8000', 10, 'flanders', 'west-flanders'],
    ['8999', 10, 'flanders', 'west-flanders'],
    ['9000', 10, 'flanders', 'east-flanders'],
    ['9999', 10, 'flanders', 'east-flanders'],
    ['1616', 50, 'luxembourg', null],
    ['L-4001', 50, 'luxembourg', null],
  ] as const)('%s in country %i → %s / %s', (zip, country, region, province) => {
    expect(zonesOfPostcode(zip, country)).toEqual({ region, province });
  });

  it.each([
    ['0999', 10],
    ['999', 10],
    ['10000', 10],
    ['abcd', 10],
    ['', 10],
    ['1000', 33],
    ['L-12', 50],
  ] as const)('%j in country %i is in no zone', (zip, country) => {
    expect(zonesOfPostcode(zip, country)).toBeNull();
  });

  it('agrees with the postcode regions for every Belgian postcode', () => {
    for (let code = 1000; code <= 9999; code += 1) {
      expect(zonesOfPostcode(String(code), 10)?.region).toBe(regionFromPostcode(code, 10));
    }
  });
});

describe('inZones', () => {
  it.each([
    ['4000', 10, ['wallonia'], true],
    ['4000', 10, ['liege'], true],
    ['4000', 10, ['namur'], false],
    ['4000', 10, ['flanders', 'namur'], false],
    ['4000', 10, ['flanders', 'liege'], true],
    ['1050', 10, ['brussels'], true],
    ['1050', 10, ['flemish-brabant'], false],
    ['1616', 50, ['luxembourg'], true],
    ['6700', 10, ['luxembourg'], false],
    ['6700', 10, ['luxembourg-province'], true],
    ['4001', 50, ['liege'], false],
    ['4000', 10, [], false],
  ] as const)('%s (%i) in %j → %s', (zip, country, zones, expected) => {
    expect(inZones(zip, country, zones)).toBe(expected);
  });
});

describe('isZone', () => {
  it('knows the four regions and ten provinces', () => {
    expect(ZONES).toHaveLength(14);
    expect(ZONES.every(isZone)).toBe(true);
    expect(isZone('liege')).toBe(true);
    expect(isZone('Liege')).toBe(false);
    expect(isZone('paris')).toBe(false);
  });
});
