import { describe, expect, it } from 'vitest';
import {
  addDays,
  brusselsNoon,
  brusselsTime,
  firstDayToCome,
  mondayOf,
  slotSpan,
  slotWeek,
  slotWeekPath,
  weekDates,
} from '@/lib/admin/slot-week';
import { dayLabel } from '@/lib/appointments/slot-days';
import { brusselsDay } from '@/lib/i18n/dates';
import { BRUSSELS_CLOCK } from '../../support/unit-brussels-clock';

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
    // Sunday ends the Belgian week.
    ['2026-12-07', ['2026-12-07', '2026-12-09', '2026-12-13']],
    ['2026-12-28', ['2027-01-01']],
  ])('the week starting on %s holds %j', (monday, days) => {
    for (const day of days) expect(mondayOf(day), day).toBe(monday);
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

  it('is 169 hours long in the week winter time comes back', () => {
    const week = slotWeek('2026-10-25', NOW);
    expect(week.monday).toBe('2026-10-19');
    expect(week.startsAt.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('is the current Brussels week without a valid day', () => {
    // Sunday 23:30 UTC is already Monday in Brussels.
    const sundayNight = new Date('2026-12-13T23:30:00Z');
    for (const param of [undefined, '', 'next', '2026-02-30', '1999-12-31', '2026-12-7', ['2026-12-21']]) {
      expect(slotWeek(param, sundayNight).monday, JSON.stringify(param)).toBe('2026-12-14');
    }
  });
});

describe('brusselsNoon', () => {
  it.each([
    ['2026-12-07', '2026-12-07T11:00:00.000Z'],
    ['2026-07-04', '2026-07-04T10:00:00.000Z'],
    // The days the clocks change are summer time at noon in March, winter time in October.
    ['2027-03-27', '2027-03-27T11:00:00.000Z'],
    ['2027-03-28', '2027-03-28T10:00:00.000Z'],
    ['2026-10-24', '2026-10-24T10:00:00.000Z'],
    ['2026-10-25', '2026-10-25T11:00:00.000Z'],
    ['2028-02-29', '2028-02-29T11:00:00.000Z'],
  ])('noon of %s in Brussels is %s', (day, instant) => {
    expect(brusselsNoon(day).toISOString()).toBe(instant);
  });

  it('is noon of the same day in Brussels every day of a year, the clock changes included', () => {
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      expect(brusselsDay(brusselsNoon(day)), day).toBe(day);
      expect(brusselsTime(brusselsNoon(day)), day).toBe('12:00');
    }
  });

  it('names the day the page heads, whatever the clock does that night', () => {
    expect(dayLabel(brusselsNoon('2027-03-28'), 'en')).toBe('Sunday 28 March');
    expect(dayLabel(brusselsNoon('2026-10-25'), 'fr')).toBe('dimanche 25 octobre');
  });

  it('refuses a day that is not one', () => {
    expect(() => brusselsNoon('next')).toThrow(RangeError);
  });
});

describe('weekDates', () => {
  // Between two dates that differ by more than the day, ICU puts thin spaces around the dash.
  const TO = '\u2009–\u2009';

  it.each([
    ['fr', '2026-12-09', '7–13 décembre 2026'],
    ['nl', '2026-12-09', '7–13 december 2026'],
    // British order, as every English date of the site.
    ['en', '2026-12-09', `7${TO}13 December 2026`],
    ['de', '2026-12-09', '7.–13. Dezember 2026'],
    // The weeks the clocks change end on the Sunday they change.
    ['fr', '2027-03-28', '22–28 mars 2027'],
    ['nl', '2027-03-22', '22–28 maart 2027'],
    ['de', '2026-10-25', '19.–25. Oktober 2026'],
    ['en', '2026-10-19', `19${TO}25 October 2026`],
    // A week across two months, and across two years.
    ['fr', '2026-11-01', `26 octobre${TO}1 novembre 2026`],
    ['nl', '2026-12-30', `28 december 2026${TO}3 januari 2027`],
    ['de', '2027-01-01', `28. Dezember 2026${TO}3. Januar 2027`],
    ['en', '2026-12-28', `28 December 2026${TO}3 January 2027`],
  ] as const)('in %s, the week of %s is "%s"', (locale, day, title) => {
    expect(weekDates(slotWeek(day), locale)).toBe(title);
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
  it.each(BRUSSELS_CLOCK)('%s is %s %s in Brussels', (instant, _day, time) => {
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
