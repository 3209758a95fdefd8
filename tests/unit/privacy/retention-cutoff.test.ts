import { describe, expect, it } from 'vitest';
import { monthsBefore, retentionCutoff } from '@/lib/privacy/retention-cutoff';

const at = (iso: string) => new Date(iso);

describe('monthsBefore', () => {
  it.each([
    ['the same day of an earlier month', '2026-06-15T10:30:00.000Z', 24, '2024-06-15T10:30:00.000Z'],
    ['across the turn of a year', '2026-01-10T08:00:00.000Z', 1, '2025-12-10T08:00:00.000Z'],
    ['no months at all', '2026-06-15T10:30:00.000Z', 0, '2026-06-15T10:30:00.000Z'],
    ['the 31st into a 30-day month', '2026-05-31T12:00:00.000Z', 1, '2026-04-30T12:00:00.000Z'],
    ['the 31st into February', '2026-03-31T12:00:00.000Z', 1, '2026-02-28T12:00:00.000Z'],
    ['the 31st into a leap February', '2024-03-31T12:00:00.000Z', 1, '2024-02-29T12:00:00.000Z'],
    ['29 February a year back', '2024-02-29T00:00:00.000Z', 12, '2023-02-28T00:00:00.000Z'],
    ['ten years back', '2026-06-15T23:59:59.999Z', 120, '2016-06-15T23:59:59.999Z'],
  ])('moves %s', (_case, from, months, expected) => {
    expect(monthsBefore(at(from), months).toISOString()).toBe(expected);
  });

  it('leaves its argument unchanged', () => {
    const date = at('2026-03-31T12:00:00.000Z');
    monthsBefore(date, 1);
    expect(date.toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });
});

describe('retentionCutoff', () => {
  const now = at('2026-06-15T10:00:00.000Z');

  it('counts days as 24 hours each, to the millisecond', () => {
    expect(retentionCutoff(now, 30, 'days').toISOString()).toBe('2026-05-16T10:00:00.000Z');
    expect(retentionCutoff(now, 1, 'days').toISOString()).toBe('2026-06-14T10:00:00.000Z');
  });

  it('counts months on the calendar', () => {
    expect(retentionCutoff(now, 24, 'months').toISOString()).toBe('2024-06-15T10:00:00.000Z');
    expect(retentionCutoff(at('2026-03-31T00:00:00.000Z'), 1, 'months').toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});
