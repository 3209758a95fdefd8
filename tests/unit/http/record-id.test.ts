import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, recordIdParam } from '@/lib/http/record-id';

describe('recordIdParam', () => {
  it('reads a positive whole number', () => {
    expect(recordIdParam('12')).toBe(12);
    expect(recordIdParam(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it.each([
    ['absent', undefined],
    ['repeated', ['12', '13']],
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-3'],
    ['a decimal', '1.5'],
    ['an exponent', '1e3'],
    ['padded', ' 12'],
    ['a word', 'all'],
    ['beyond a 32-bit id', String(MAX_RECORD_ID + 1)],
    ['eleven digits', '12345678901'],
  ])('refuses %s', (_case, value) => {
    expect(recordIdParam(value)).toBeNull();
  });
});
