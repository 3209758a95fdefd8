import { describe, expect, it } from 'vitest';
import {
  addDays,
  brusselsTime,
  firstDayToCome,
  mondayOf,
  slotSpan,
  slotWeek,
  slotWeekPath,
} from '@/lib/admin/slot-week';

describe('addDays', () => {
  it.each([
    ['2026-12-07', 1, '2026-12-08'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-03-01', -1, '2027-02-28'],
    // Across the change to summer time: calendar days, not 24-hour steps.
    ['2027-03-27', 1, '2027-03-28'],
    ['2026-10-25', -7, '2026-10-18'],
  ])('%s %+d → %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });
});

describe('mondayOf', () => {
  it.each([
    ['2026-12-07', '2026-12-07'],
    ['2026-12-09', '2026-12-07'],
    // Sunday ends the Belgian week.
    ['2026-12-13', '2026-12-07'],
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s starts on %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});

describe('slotWeek', () => {
  const NOW = new Date('2026-12-09T10:00:00Z');

  it('is the week of the day named, from Monday midnight to the next Monday midnight in Brussels', () => {
    const week = slotWeek('2026-12-10', NOW);
    expect(week).toMatchObject({ monday: '2026-12-07', previous: '2026-11-30', next: '2026-12-14' });
    expect(week.days).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(week.startsAt.toISOString()).toBe('2026-12-06T23:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-12-13T23:00:00.000Z');
  });

  it('is 167 hours long in the week summer time begins', () => {
    const week = slotWeek('2027-03-28', NOW);
    expect(week.monday).toBe('2027-03-22');
    expect(week.startsAt.toISOString()).toBe('2027-03-21T23:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2027-03-28T22:00:00.000Z');
  });

  it('is the current Brussels week without a valid day', () => {
    // Sunday 23:30 UTC is already Monday in Brussels.
    const sundayNight = new Date('2026-12-13T23:30:00Z');
    for (const param of [undefined, '', 'next', '2026-02-30', '1999-12-31', '2026-12-7', ['2026-12-21']]) {
      expect(slotWeek(param, sundayNight).monday, JSON.stringify(param)).toBe('2026-12-14');
    }
  });
});

describe('slotSpan', () => {
  it('reads the day and time in Brussels and adds the length', () => {
    expect(slotSpan('2026-12-05', '10:00', 30)).toEqual({
      startsAt: new Date('2026-12-05T09:00:00Z'),
      endsAt: new Date('2026-12-05T09:30:00Z'),
    });
    expect(slotSpan('2027-06-05', '23:30', 60)).toEqual({
      startsAt: new Date('2027-06-05T21:30:00Z'),
      endsAt: new Date('2027-06-05T22:30:00Z'),
    });
  });
});

describe('brusselsTime', () => {
  it.each([
    ['2026-12-05T09:00:00Z', '10:00'],
    ['2027-06-05T21:30:00Z', '23:30'],
    ['2026-12-05T23:05:00Z', '00:05'],
  ])('%s is %s in Brussels', (instant, time) => {
    expect(brusselsTime(new Date(instant))).toBe(time);
  });
});

describe('firstDayToCome', () => {
  const week = slotWeek('2026-12-09');
  it.each([
    // A week to come: its Monday.
    ['2026-12-01', '2026-12-07'],
    // The week of today: today.
    ['2026-12-10', '2026-12-10'],
    ['2026-12-13', '2026-12-13'],
    // A week gone by: today, as any day to come will do.
    ['2026-12-14', '2026-12-14'],
  ])('today %s: %s', (today, expected) => {
    expect(firstDayToCome(week, today)).toBe(expected);
  });
});

describe('slotWeekPath', () => {
  it('is the property’s page at the week of the day', () => {
    expect(slotWeekPath(12, '2026-12-13')).toBe('/admin/slots/12/?week=2026-12-07');
    expect(slotWeekPath(12, '2027-01-01')).toBe('/admin/slots/12/?week=2026-12-28');
  });
});
