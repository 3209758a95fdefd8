import { describe, expect, it } from 'vitest';
import { DATE_COLUMNS, DETAIL_COLUMNS, propertyRows } from '@/lib/import/property-rows';
import { propertyDetailShape, propertyRecord } from '@/lib/import/feed-schema';

const valid = {
  ID: 41001,
  Goal: 0,
  City: 'Uccle',
  Zip: '1180',
  WebID: 1,
  language: 'fr',
  RecordFile: 'V-2300',
};

const parse = (overrides: Record<string, unknown>) => propertyRecord.safeParse({ ...valid, ...overrides });
const issuePaths = (overrides: Record<string, unknown>) =>
  parse(overrides).error?.issues.map((issue) => issue.path.join('.'));

describe('property record schema', () => {
  it.each([
    ['Price', '350000', 350_000],
    ['Price', '1234,5', 1234.5],
    ['Price', '', null],
    ['EnergyPerformance', '-12', -12],
    ['PublishPrice', 'false', false],
    ['PublishPrice', 'TRUE', true],
    ['PublishPrice', 0, false],
    ['Bedrooms', '3', 3],
    ['Street', '  Rue du Bailli ', 'Rue du Bailli'],
    ['Street', '', null],
    ['HouseNumber', 12, '12'],
    ['ID', '41001', 41001],
    ['language', 'NL', 'nl'],
    ['WebIDs', [1, 4], '1,4'],
  ])('reads %s %j as %j', (field, input, expected) => {
    const result = parse({ [field]: input });
    expect(result.success).toBe(true);
    expect((result.data as Record<string, unknown>)[field]).toEqual(expected);
  });

  it.each([
    ['Price', 'cheap'],
    ['Price', '350.000,00'],
    ['Bedrooms', '2.5'],
    ['PublishPrice', 'maybe'],
    ['Zip', 'abc'],
    ['Zip', '0999'],
    ['language', 'es'],
    ['AvailableFrom', '01/12/2026'],
    ['WebIDs', 'house'],
  ])('rejects %s %j at that field', (field, input) => {
    expect(issuePaths({ [field]: input })).toEqual([field]);
  });

  it('requires the identifying fields', () => {
    const result = propertyRecord.safeParse({ Goal: 0, City: 'Uccle', Zip: '1180', language: 'fr' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['ID', 'WebID', 'RecordFile']),
    );
  });

  it('takes Luxembourg postcodes with or without the L- prefix', () => {
    expect(parse({ CountryID: 50, Zip: 'L-1616' }).success).toBe(true);
    expect(parse({ CountryID: '50', Zip: '1616' }).success).toBe(true);
    expect(issuePaths({ CountryID: 50, Zip: 'Luxembourg' })).toEqual(['Zip']);
  });

  it('maps every field onto a Property column or a translation', () => {
    // Read by propertyRows itself rather than copied column for column.
    const handledApart = [
      'ID',
      'Goal',
      'City',
      'Zip',
      'WebID',
      'WebIDs',
      'language',
      'RecordFile',
      'Marquee',
      'UnderOption',
      'PublishPrice',
      'PublishAddress',
      'CountryID',
      'CountryName',
      'SmallPictureItem',
      'TypeDescription',
      'PriceUnitText',
      'MarqueeName',
      'Title',
      'Description',
      'Pictures',
      'Documents',
      'DisplayConditions',
      'CreatedAt',
    ];
    const mapped = new Set([...Object.keys(DETAIL_COLUMNS), ...Object.keys(DATE_COLUMNS), ...handledApart]);
    const fields = [...Object.keys(propertyRecord.shape), ...Object.keys(propertyDetailShape)];
    for (const field of fields) expect(mapped, field).toContain(field);
  });
});

describe('display conditions in the feed', () => {
  const rules = {
    cadastralIncome: [{ field: 'goal', logic: 'equals', compareWithValue: 0 }],
    notaryFees: [
      { field: 'price', logic: 'greaterThan', compareWithValue: 100000 },
      { field: 'publishPrice', logic: 'equals', compareWithValue: true, advancedCondition: 'and' },
    ],
  };

  it('reads the rules per detail and stores them as the JSON the property page evaluates', () => {
    const result = parse({ DisplayConditions: rules });
    expect(result.success).toBe(true);
    const record = result.data!;
    const rows = propertyRows([record], { cityId: 1, typeId: 1, hash: 'h' });
    expect(JSON.parse(rows.property.displayConditions as string)).toEqual(rules);
  });

  it('stores nothing for a property without rules', () => {
    const rows = propertyRows([parse({}).data!], { cityId: 1, typeId: 1, hash: 'h' });
    expect(rows.property.displayConditions).toBeNull();
  });

  it.each([
    ['an unknown detail', { unknownField: rules.cadastralIncome }],
    ['an unknown logic', { cadastralIncome: [{ field: 'goal', logic: 'roughly', compareWithValue: 0 }] }],
    ['a comparison with nothing', { cadastralIncome: [{ field: 'goal', logic: 'equals' }] }],
  ])('refuses the record with %s, naming the field', (_name, conditions) => {
    expect(issuePaths({ DisplayConditions: conditions })?.[0]).toMatch(/^DisplayConditions/);
  });
});
