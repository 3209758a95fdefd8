import { describe, expect, it } from 'vitest';
import { detailRows, legalMentionKeys, type DetailSource } from '@/lib/properties/detail-fields';

const base: DetailSource = {
  displayConditions: null,
  publishPrice: true,
  goal: 0,
  price: 450_000,
  bedrooms: 3,
  surfaceLiving: 140.5,
  heating: 'gas',
  planningPermit: false,
  cadastralIncome: 1_250,
  registrationRights: 54_000,
  notaryFees: 4_300,
  floor: 0,
  epcEndDate: new Date('2034-05-01'),
};
const keys = (property: DetailSource, group?: Parameters<typeof detailRows>[1]) =>
  detailRows(property, group).map((row) => row.key);
const rules = (value: unknown) => JSON.stringify(value);

describe('detailRows', () => {
  it('lists present fields in display order, keeping false and zero', () => {
    expect(keys(base)).toEqual([
      'surfaceLiving',
      'bedrooms',
      'floor',
      'heating',
      'epcEndDate',
      'cadastralIncome',
      'notaryFees',
      'registrationRights',
      'planningPermit',
    ]);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['blank text', '  '],
    ['NaN', Number.NaN],
    ['invalid date', new Date('nope')],
    ['an object', { a: 1 }],
  ])('skips %s', (_, value) => {
    expect(keys({ ...base, heating: value })).not.toContain('heating');
  });

  it('keeps one group', () => {
    expect(keys(base, 'financial')).toEqual(['cadastralIncome', 'notaryFees', 'registrationRights']);
    expect(keys(base, 'planning')).toEqual(['planningPermit']);
  });

  it('hides amounts that give away a private price', () => {
    const hidden = { ...base, publishPrice: false, deposit: 2_000, viagerBouquet: 85_000 };
    expect(keys(hidden, 'financial')).toEqual(['cadastralIncome']);
    expect(keys({ ...base, deposit: 2_000 }, 'financial')).toContain('deposit');
  });

  it.each<[string, string | null, boolean]>([
    ['no conditions', null, true],
    ['empty object', '{}', true],
    ['rules for another field', rules({ bedrooms: [{ field: 'goal', logic: 'equals', compareWithValue: 1 }] }), true],
    ['passing rule', rules({ cadastralIncome: [{ field: 'goal', logic: 'equals', compareWithValue: 0 }] }), true],
    ['failing rule', rules({ cadastralIncome: [{ field: 'goal', logic: 'equals', compareWithValue: 1 }] }), false],
    [
      'rule comparing two fields',
      rules({ cadastralIncome: [{ field: 'price', logic: 'greaterThan', compareWithField: 'cadastralIncome' }] }),
      true,
    ],
    [
      'or of a failing and a passing rule',
      rules({
        cadastralIncome: [
          { field: 'goal', logic: 'equals', compareWithValue: 1 },
          { field: 'bedrooms', logic: 'greaterOrEqual', compareWithValue: 3, advancedCondition: 'or' },
        ],
      }),
      true,
    ],
    ['malformed rule', rules({ cadastralIncome: [{ field: 'goal', logic: 'almost' }] }), false],
    ['rules not a list', rules({ cadastralIncome: 'yes' }), false],
  ])('display conditions: %s → shown %s', (_, displayConditions, shown) => {
    expect(keys({ ...base, displayConditions }).includes('cadastralIncome')).toBe(shown);
  });

  it('reads the rules against the rule record when there is one', () => {
    const displayConditions = rules({ cadastralIncome: [{ field: 'goal', logic: 'equals', compareWithValue: 0 }] });
    const shown = { ...base, goal: 'sale', displayConditions };
    expect(keys(shown)).not.toContain('cadastralIncome');
    expect(keys({ ...shown, ruleRecord: { goal: 0 } })).toContain('cadastralIncome');
  });

  it.each([['not json {'], ['[]'], ['"text"'], ['42']])('unreadable conditions %s hide every detail', (json) => {
    expect(detailRows({ ...base, displayConditions: json })).toEqual([]);
  });

  it('gives the kind with the value', () => {
    expect(detailRows(base, 'rooms')).toEqual([
      { key: 'bedrooms', group: 'rooms', kind: 'count', value: 3 },
      { key: 'floor', group: 'rooms', kind: 'floor', value: 0 },
    ]);
  });
});

describe('legalMentionKeys', () => {
  it.each<[Parameters<typeof legalMentionKeys>[0], 'sale' | 'rent', string[]]>([
    ['flanders', 'sale', ['epcSpec', 'epcUniqueCode', 'floodPScore', 'floodGScore']],
    ['brussels', 'sale', ['epcSpec', 'co2Emission', 'epcUniqueCode']],
    ['wallonia', 'sale', ['epcSpec', 'epcTotal', 'epcUniqueCode']],
    ['luxembourg', 'sale', []],
    ['brussels', 'rent', ['epcSpec', 'co2Emission', 'epcUniqueCode', 'chargesRenter']],
    ['luxembourg', 'rent', ['chargesRenter']],
    [null, 'sale', []],
  ])('%s %s → %j', (region, goal, expected) => {
    expect(legalMentionKeys(region, goal)).toEqual(expected);
  });
});
