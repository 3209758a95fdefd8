import { describe, expect, it } from 'vitest';
import { ownerPropertyParam } from '@/lib/owner/property-param';

describe('ownerPropertyParam', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['all', null],
    ['41001', 41001],
    ['2147483647', 2147483647],
    ['2147483648', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    ['12abc', undefined],
    ['', undefined],
    [['1', '2'], undefined],
  ] as const)('reads %j as %j', (value, expected) => {
    expect(ownerPropertyParam(value as string | string[] | null | undefined)).toBe(expected);
  });
});
