import { describe, expect, it } from 'vitest';
import { lockoutSeconds, minutesLeft } from '@/lib/auth/lockout';

describe('lockoutSeconds', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 30],
    [6, 60],
    [7, 120],
    [9, 480],
    [10, 900],
    [50, 900],
    [Number.NaN, 0],
  ])('%s failures lock for %s s', (failures, seconds) => {
    expect(lockoutSeconds(failures)).toBe(seconds);
  });
});

describe('minutesLeft', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it.each([
    [null, 0],
    [new Date('2026-11-22T09:59:59Z'), 0],
    [new Date('2026-11-22T10:00:00Z'), 0],
    [new Date('2026-11-22T10:00:01Z'), 1],
    [new Date('2026-11-22T10:01:00Z'), 1],
    [new Date('2026-11-22T10:01:01Z'), 2],
    [new Date('2026-11-22T10:15:00Z'), 15],
  ])('locked until %s → %s min', (until, minutes) => {
    expect(minutesLeft(until, now)).toBe(minutes);
  });
});
