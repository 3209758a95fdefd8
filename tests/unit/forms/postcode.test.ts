import { describe, expect, it } from 'vitest';
import { normalizePostcode } from '@/lib/forms/postcode';

describe('normalizePostcode', () => {
  it.each(['1000', '9999', '1180', 'L-1000', 'L-9999'])('accepts %j as it is', (input) => {
    expect(normalizePostcode(input)).toBe(input);
  });

  it.each([
    [' 5000 ', '5000'],
    ['l-2449', 'L-2449'],
    ['L2449', 'L-2449'],
    ['L 2449', 'L-2449'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalizePostcode(input)).toBe(expected);
  });

  it.each([
    '',
    '999',
    '0999',
    '0000',
    '10000',
    '1 180',
    'L-999',
    'L-0999',
    'L-10000',
    'LL-1234',
    'B-1180',
    'F-75001',
    '75001',
    'abcd',
    '12a4',
    '-1180',
  ])('refuses %j', (input) => {
    expect(normalizePostcode(input)).toBeNull();
  });
});
