import { describe, expect, it } from 'vitest';
import { brusselsDay, formatDate, formatDateRange } from '@/lib/i18n/dates';
import { BRUSSELS_CLOCK } from '../../support/unit-brussels-clock';

// Dates in the site's languages, in Belgian and British conventions, in Brussels time.
// 2026-11-28 23:30 UTC is already the 29th in Brussels (UTC+1 in winter).
const LATE_EVENING_UTC = new Date('2026-11-28T23:30:00Z');

describe('formatDate', () => {
  it.each([
    ['fr', '29 novembre 2026'],
    ['nl', '29 november 2026'],
    ['en', '29 November 2026'],
    ['de', '29. November 2026'],
  ] as const)('writes a day in %s with the day first, in Brussels time', (locale, expected) => {
    expect(formatDate(LATE_EVENING_UTC, locale, { dateStyle: 'long' })).toBe(expected);
  });

  it('writes English times on the 24-hour clock, as British English does', () => {
    expect(formatDate(new Date('2026-07-01T12:15:00Z'), 'en', { hour: '2-digit', minute: '2-digit' })).toBe('14:15');
  });

  it('keeps a calendar day as it is when asked to read it in UTC', () => {
    expect(formatDate(new Date('2026-12-15T00:00:00Z'), 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '15 December 2026',
    );
  });

  it('answers the same options again from the same formatter, and other options apart', () => {
    const options = { day: 'numeric', month: 'short' } as const;
    expect(formatDate(LATE_EVENING_UTC, 'nl', options)).toBe(formatDate(LATE_EVENING_UTC, 'nl', { ...options }));
    expect(formatDate(LATE_EVENING_UTC, 'nl', { ...options, year: 'numeric' })).toBe('29 nov 2026');
  });
});

describe('brusselsDay', () => {
  it.each(BRUSSELS_CLOCK)('%s is %s in Brussels', (instant, day) => {
    expect(brusselsDay(new Date(instant))).toBe(day);
  });
});

describe('formatDateRange', () => {
  it('writes what two days share once, in Brussels time', () => {
    // 23:30 UTC on the 6th is already the 7th in Brussels.
    expect(
      formatDateRange(new Date('2026-12-06T23:30:00Z'), new Date('2026-12-13T12:00:00Z'), 'fr', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    ).toBe('7–13 décembre 2026');
  });
});
