import { describe, expect, it } from 'vitest';
import { normalizeReference, parseRecordFile, type RecordFile } from '@/lib/domain/reference';

describe('parseRecordFile', () => {
  it.each<[string, RecordFile]>([
    ['V-1234a', { goal: 'sale', number: 1234, suffix: 'a' }],
    ['V-1234', { goal: 'sale', number: 1234, suffix: null }],
    ['v-1234', { goal: 'sale', number: 1234, suffix: null }],
    ['L-77', { goal: 'rent', number: 77, suffix: null }],
    ['l-77b', { goal: 'rent', number: 77, suffix: 'b' }],
    ['L-77B', { goal: 'rent', number: 77, suffix: 'b' }],
    ['V-0012', { goal: 'sale', number: 12, suffix: null }],
    ['V-0', { goal: 'sale', number: 0, suffix: null }],
    ['  V-1234a  ', { goal: 'sale', number: 1234, suffix: 'a' }],
  ])('%j → %j', (input, expected) => {
    expect(parseRecordFile(input)).toEqual(expected);
  });

  it.each([
    'X-1234',
    'V1234',
    'V-',
    'V-a',
    'V-1234ab',
    'V-12a4',
    'V-1234-a',
    'V - 1234',
    '1234',
    'VV-1234',
    'V-99999999999999999999',
    '',
    null,
    undefined,
  ])('%j → null', (input) => {
    expect(parseRecordFile(input)).toBeNull();
  });
});

describe('normalizeReference', () => {
  it.each<[string | null | undefined, string]>([
    ['v-1234a', 'V-1234A'],
    ['  V-1234a ', 'V-1234A'],
    ['v - 12 34', 'V-1234'],
    ['l-\t77', 'L-77'],
    ['L-77', 'L-77'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeReference(input)).toBe(expected);
  });
});
