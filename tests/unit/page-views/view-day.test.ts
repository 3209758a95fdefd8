import { describe, expect, it } from 'vitest';
import { viewDay } from '@/lib/page-views/view-day';

describe('viewDay (Europe/Brussels)', () => {
  it.each([
    ['2026-06-15T12:00:00Z', '2026-06-15'],
    // Summer time (UTC+2): 22:30 UTC is already the next day in Brussels.
    ['2026-06-15T21:59:59Z', '2026-06-15'],
    ['2026-06-15T22:00:00Z', '2026-06-16'],
    // Winter time (UTC+1).
    ['2026-01-31T22:59:59Z', '2026-01-31'],
    ['2026-01-31T23:00:00Z', '2026-02-01'],
    // New year and the clock changes of 2026 (29 March, 25 October).
    ['2025-12-31T23:30:00Z', '2026-01-01'],
    ['2026-03-29T00:59:59Z', '2026-03-29'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('%s → %s', (instant, day) => {
    expect(viewDay(new Date(instant))).toBe(day);
  });
});
