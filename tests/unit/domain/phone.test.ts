import { describe, expect, it } from 'vitest';
import { normalizePhone } from '@/lib/domain/phone';

describe('normalizePhone', () => {
  it.each([
    ['02 511 22 33', '+3225112233'],
    ['0470 12 34 56', '+32470123456'],
    ['+32 470 12 34 56', '+32470123456'],
    ['0032 470 12 34 56', '+32470123456'],
    ['+352 621 123 456', '+352621123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['12345', '0470 12 34', 'phone', ''])('%j is no phone number', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});
