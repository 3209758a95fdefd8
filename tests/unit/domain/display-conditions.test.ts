import { describe, expect, it } from 'vitest';
import { displayConditionSchema, evaluateDisplayConditions } from '@/lib/domain/display-conditions';

const property: Record<string, unknown> = {
  Goal: 0,
  Price: 350000,
  PriceText: '350000',
  MinPrice: 300000,
  City: 'Liège',
  Zip: '4000',
  Marquee: 3,
  PublishPrice: 'true',
  PublishAddress: true,
  Street: '',
  BoxNr: null,
  WebIDs: '1,4,7',
  Tags: ['jardin', 'garage'],
  Empty: [],
  Country: { ID: 10, Name: 'Belgique' },
};

const rule = (logic: string, compareWithValue?: unknown, field = 'Price') => ({ field, logic, compareWithValue });

describe('evaluateDisplayConditions: one rule', () => {
  it.each<[string, ReturnType<typeof rule>, boolean]>([
    ['equals number', rule('equals', 350000), true],
    ['equals numeric string', rule('equals', '350000'), true],
    ['equals other number', rule('equals', 350001), false],
    ['equals string field', rule('equals', 'Liège', 'City'), true],
    ['equals is case-sensitive', rule('equals', 'liège', 'City'), false],
    ['equals zero', rule('equals', 0, 'Goal'), true],
    ['equals "0"', rule('equals', '0', 'Goal'), true],
    ['equals boolean to "true"', rule('equals', true, 'PublishPrice'), true],
    ['equals "true" to boolean', rule('equals', 'true', 'PublishAddress'), true],
    ['equals false to boolean true', rule('equals', false, 'PublishAddress'), false],
    ['equals null with empty string', rule('equals', null, 'Street'), true],
    ['equals null with null', rule('equals', null, 'BoxNr'), true],
    ['equals null with missing field', rule('equals', null, 'Nope'), true],
    ['equals null with a value', rule('equals', null, 'City'), false],
    ['equals on an object', rule('equals', '[object Object]', 'Country'), false],
    ['notEquals different', rule('notEquals', 1), true],
    ['notEquals same', rule('notEquals', 350000), false],
    ['notEquals numeric string', rule('notEquals', '350000'), false],
    ['greaterThan below', rule('greaterThan', 349999), true],
    ['greaterThan equal', rule('greaterThan', 350000), false],
    ['greaterThan numeric string field', rule('greaterThan', 1, 'PriceText'), true],
    ['greaterThan text', rule('greaterThan', 1, 'City'), false],
    ['greaterThan text comparand', rule('greaterThan', 'abc'), false],
    ['greaterThan null comparand', rule('greaterThan', null), false],
    ['greaterThan missing field', rule('greaterThan', 0, 'Nope'), false],
    ['greaterThan boolean', rule('greaterThan', 0, 'PublishAddress'), false],
    ['lessThan above', rule('lessThan', 350001), true],
    ['lessThan equal', rule('lessThan', 350000), false],
    ['lessThan text', rule('lessThan', 1e9, 'City'), false],
    ['greaterOrEqual equal', rule('greaterOrEqual', 350000), true],
    ['greaterOrEqual above', rule('greaterOrEqual', 350001), false],
    ['greaterOrEqual text', rule('greaterOrEqual', 0, 'City'), false],
    ['lessOrEqual equal', rule('lessOrEqual', 350000), true],
    ['lessOrEqual below', rule('lessOrEqual', 349999), false],
    ['lessOrEqual NaN comparand', rule('lessOrEqual', Number.NaN), false],
    ['isEmpty empty string', rule('isEmpty', undefined, 'Street'), true],
    ['isEmpty null', rule('isEmpty', undefined, 'BoxNr'), true],
    ['isEmpty missing', rule('isEmpty', undefined, 'Nope'), true],
    ['isEmpty empty array', rule('isEmpty', undefined, 'Empty'), true],
    ['isEmpty zero is a value', rule('isEmpty', undefined, 'Goal'), false],
    ['isEmpty text', rule('isEmpty', undefined, 'City'), false],
    ['isNotEmpty text', rule('isNotEmpty', undefined, 'City'), true],
    ['isNotEmpty zero', rule('isNotEmpty', undefined, 'Goal'), true],
    ['isNotEmpty empty string', rule('isNotEmpty', undefined, 'Street'), false],
    ['isNotEmpty array', rule('isNotEmpty', undefined, 'Tags'), true],
    ['contains substring', rule('contains', 'iè', 'City'), true],
    ['contains ignores case', rule('contains', 'LIÈGE', 'City'), true],
    ['contains missing text', rule('contains', 'Namur', 'City'), false],
    ['contains empty comparand', rule('contains', '', 'City'), false],
    ['contains array item', rule('contains', 'garage', 'Tags'), true],
    ['contains array non-item', rule('contains', 'gar', 'Tags'), false],
    ['contains on a number', rule('contains', '35'), false],
    ['in array', rule('in', [1, 3, 5], 'Marquee'), true],
    ['in array of strings', rule('in', ['3', '4'], 'Marquee'), true],
    ['in array without it', rule('in', [0, 2], 'Marquee'), false],
    ['in comma list', rule('in', '3,4', 'Marquee'), true],
    ['in comma list with spaces', rule('in', ' 2 , 3 ', 'Marquee'), true],
    ['in comma list without it', rule('in', '13,34', 'Marquee'), false],
    ['in a number', rule('in', 3, 'Marquee'), false],
    ['in empty array', rule('in', [], 'Marquee'), false],
    ['nested field', rule('equals', 10, 'Country.ID'), true],
    ['nested missing field', rule('equals', 10, 'Country.Nope.ID'), false],
    ['prototype is not a field', rule('isNotEmpty', undefined, 'constructor'), false],
    ['proto is not a field', rule('isNotEmpty', undefined, '__proto__'), false],
  ])('%s', (_case, condition, expected) => {
    expect(evaluateDisplayConditions(property, [condition])).toBe(expected);
  });
});

describe('evaluateDisplayConditions: compareWithField', () => {
  it.each<[Record<string, unknown>, boolean]>([
    [{ field: 'Price', logic: 'greaterThan', compareWithField: 'MinPrice' }, true],
    [{ field: 'Price', logic: 'lessThan', compareWithField: 'MinPrice' }, false],
    [{ field: 'Price', logic: 'equals', compareWithField: 'PriceText' }, true],
    [{ field: 'Price', logic: 'equals', compareWithField: 'Nope' }, false],
    [{ field: 'Price', logic: 'greaterThan', compareWithField: 'Nope' }, false],
    // The field wins over a literal value when both are given.
    [{ field: 'Price', logic: 'equals', compareWithField: 'MinPrice', compareWithValue: 350000 }, false],
    // An empty field name means "no field": the literal value is used.
    [{ field: 'Price', logic: 'equals', compareWithField: '', compareWithValue: 350000 }, true],
    [{ field: 'Price', logic: 'equals', compareWithField: null, compareWithValue: 350000 }, true],
    [{ field: 'Marquee', logic: 'in', compareWithField: 'WebIDs' }, false],
    [{ field: 'Goal', logic: 'notEquals', compareWithField: 'Marquee' }, true],
  ])('%j → %s', (condition, expected) => {
    expect(evaluateDisplayConditions(property, [condition])).toBe(expected);
  });
});

describe('evaluateDisplayConditions: combining rules', () => {
  const T = rule('equals', 350000);
  const F = rule('equals', 1);
  const or = <C extends object>(condition: C) => ({ ...condition, advancedCondition: 'or' });
  const and = <C extends object>(condition: C) => ({ ...condition, advancedCondition: 'and' });

  it.each<[string, unknown[], boolean]>([
    ['no rules', [], true],
    ['true', [T], true],
    ['false', [F], false],
    ['true and true', [T, T], true],
    ['true and false', [T, F], false],
    ['false and true', [F, T], false],
    ['explicit and', [T, and(F)], false],
    ['null advancedCondition is and', [T, { ...F, advancedCondition: null }], false],
    ['false or true', [F, or(T)], true],
    ['true or false', [T, or(F)], true],
    ['false or false', [F, or(F)], false],
    ['or on the first rule is ignored', [or(F)], false],
    ['(false or true) and false', [F, or(T), F], false],
    ['(false and true) or true: left to right', [F, T, or(T)], true],
    ['(true and false) or false', [T, F, or(F)], false],
  ])('%s', (_case, conditions, expected) => {
    expect(evaluateDisplayConditions(property, conditions)).toBe(expected);
  });
});

describe('evaluateDisplayConditions: malformed rules make everything false', () => {
  const T = rule('equals', 350000);

  it.each<[string, unknown]>([
    ['unknown logic', [T, { field: 'Price', logic: 'between', compareWithValue: 1 }]],
    ['missing field', [T, { logic: 'isEmpty' }]],
    ['empty field', [T, { field: '', logic: 'isEmpty' }]],
    ['blank field', [T, { field: '  ', logic: 'isEmpty' }]],
    ['non-string field', [T, { field: 3, logic: 'isEmpty' }]],
    ['comparison without comparand', [T, { field: 'Price', logic: 'equals' }]],
    ['comparison with an empty compareWithField only', [T, { field: 'Price', logic: 'equals', compareWithField: '' }]],
    ['unknown advancedCondition', [T, { ...T, advancedCondition: 'xor' }]],
    ['upper-case advancedCondition', [T, { ...T, advancedCondition: 'OR' }]],
    ['rule is not an object', [T, 'Price equals 1']],
    ['rule is null', [T, null]],
    ['a malformed rule even after an or', [T, { ...T, advancedCondition: 'or' }, { logic: 'nope' }]],
    ['conditions is not an array', { field: 'Price', logic: 'isNotEmpty' }],
    ['conditions is null', null],
  ])('%s', (_case, conditions) => {
    expect(evaluateDisplayConditions(property, conditions)).toBe(false);
  });

  it('a throwing record gives false instead of an exception', () => {
    const record = Object.defineProperty({}, 'Price', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    }) as Record<string, unknown>;
    expect(() => evaluateDisplayConditions(record, [T])).not.toThrow();
    expect(evaluateDisplayConditions(record, [T])).toBe(false);
    expect(evaluateDisplayConditions({ Price: 350000 }, [T])).toBe(true);
  });
});

describe('displayConditionSchema', () => {
  it.each<[unknown, boolean]>([
    [{ field: 'Price', logic: 'isEmpty' }, true],
    [{ field: 'Price', logic: 'equals', compareWithValue: 1 }, true],
    [{ field: 'Price', logic: 'equals', compareWithValue: null }, true],
    [{ field: 'Price', logic: 'equals', compareWithField: 'MinPrice' }, true],
    [{ field: 'Price', logic: 'equals', compareWithValue: 1, advancedCondition: 'or' }, true],
    [{ field: 'Price', logic: 'equals' }, false],
    [{ field: 'Price', logic: 'equal', compareWithValue: 1 }, false],
    [{ logic: 'isEmpty' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(displayConditionSchema.safeParse(input).success).toBe(valid);
  });
});
