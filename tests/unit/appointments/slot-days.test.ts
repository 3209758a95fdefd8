import { describe, expect, it } from 'vitest';
import { brusselsDateTime, dayAndTimeRange, groupSlotsByDay, timeOfDay, timeRange } from '@/lib/appointments/slot-days';
import { visitLocation } from '@/lib/appointments/visit-location';
import { BELGIUM_COUNTRY_ID, LUXEMBOURG_COUNTRY_ID } from '@/lib/domain/region';
import { brusselsDay } from '@/lib/i18n/dates';
import { BRUSSELS_CLOCK } from '../../support/unit-brussels-clock';

const slot = (id: number, start: string, minutes = 30) => ({
  id,
  startsAt: new Date(start),
  endsAt: new Date(new Date(start).getTime() + minutes * 60_000),
});

describe('brusselsDateTime', () => {
  // Every clock reading that names one instant: not one with seconds, nor 02:xx on the day back to winter time.
  const readings = BRUSSELS_CLOCK.filter(
    ([instant, day, time]) => instant.endsWith(':00Z') && !(day === '2026-10-25' && time.startsWith('02:')),
  );

  it.each(readings)('%s is %s %s in Brussels', (instant, day, time) => {
    expect(brusselsDateTime(day, time)).toEqual(new Date(instant));
  });

  it('round-trips with brusselsDay and timeRange', () => {
    const startsAt = brusselsDateTime('2026-12-12', '09:30');
    expect(brusselsDay(startsAt)).toBe('2026-12-12');
    expect(timeRange(startsAt, brusselsDateTime('2026-12-12', '10:00'), 'nl')).toBe('09:30 – 10:00');
  });
});

describe('timeRange', () => {
  it('writes Brussels time on a 24-hour clock in every language', () => {
    const { startsAt, endsAt } = slot(1, '2026-12-07T17:00:00Z');
    expect(timeRange(startsAt, endsAt, 'fr')).toBe('18:00 – 18:30');
    expect(timeRange(startsAt, endsAt, 'nl')).toBe('18:00 – 18:30');
    expect(timeRange(startsAt, endsAt, 'en')).toBe('18:00 – 18:30');
    expect(timeRange(startsAt, endsAt, 'de')).toBe('18:00 – 18:30');
  });

  it('follows the change to summer time', () => {
    const { startsAt, endsAt } = slot(1, '2027-04-03T08:00:00Z');
    expect(timeRange(startsAt, endsAt, 'fr')).toBe('10:00 – 10:30');
  });
});

describe('timeOfDay', () => {
  it.each(BRUSSELS_CLOCK)('%s is %s %s in Brussels', (instant, _day, time) => {
    expect(timeOfDay(new Date(instant), 'en')).toBe(time);
  });

  it.each(['fr', 'nl', 'en', 'de'] as const)('writes a 24-hour clock with two-digit hours in %s', (locale) => {
    expect(timeOfDay(new Date('2026-12-07T08:05:00Z'), locale)).toBe('09:05');
    expect(timeOfDay(new Date('2026-12-07T22:30:00Z'), locale)).toBe('23:30');
    expect(timeOfDay(new Date('2026-12-07T23:00:00Z'), locale)).toBe('00:00');
  });

  it('refuses an invalid date rather than writing one', () => {
    expect(() => timeOfDay(new Date(Number.NaN), 'fr')).toThrow(RangeError);
  });
});

describe('dayAndTimeRange', () => {
  it.each([
    ['fr', 'lundi 7 décembre, 18:00 – 18:30'],
    ['nl', 'maandag 7 december, 18:00 – 18:30'],
    ['en', 'Monday 7 December, 18:00 – 18:30'],
    ['de', 'Montag, 7. Dezember, 18:00 – 18:30'],
  ] as const)('names the Brussels day and times in %s', (locale, expected) => {
    expect(dayAndTimeRange(slot(1, '2026-12-07T17:00:00Z'), locale)).toBe(expected);
  });

  it('names the Brussels day of a slot that is still the day before in UTC', () => {
    expect(dayAndTimeRange(slot(1, '2026-12-04T23:30:00Z'), 'fr')).toBe('samedi 5 décembre, 00:30 – 01:00');
  });
});

describe('groupSlotsByDay', () => {
  const slots = [
    slot(3, '2026-12-12T09:30:00Z'),
    slot(1, '2026-12-07T17:00:00Z'),
    slot(2, '2026-12-07T17:30:00Z'),
    slot(4, '2026-12-12T09:00:00Z'),
  ];

  it('groups by Brussels day, days and times in order', () => {
    const days = groupSlotsByDay(slots, 'fr');
    expect(days.map((day) => day.key)).toEqual(['2026-12-07', '2026-12-12']);
    expect(days[0]!.slots).toEqual([
      { id: 1, label: '18:00 – 18:30', startsAt: '2026-12-07T17:00:00.000Z', endsAt: '2026-12-07T17:30:00.000Z' },
      { id: 2, label: '18:30 – 19:00', startsAt: '2026-12-07T17:30:00.000Z', endsAt: '2026-12-07T18:00:00.000Z' },
    ]);
    expect(days[1]!.slots.map((entry) => entry.id)).toEqual([4, 3]);
  });

  it.each([
    ['fr', 'lundi 7 décembre'],
    ['nl', 'maandag 7 december'],
    ['en', 'Monday 7 December'],
    ['de', 'Montag, 7. Dezember'],
  ] as const)('names the day in %s: %s', (locale, label) => {
    expect(groupSlotsByDay(slots, locale)[0]!.label).toBe(label);
  });

  it('gives no day for no slot', () => {
    expect(groupSlotsByDay([], 'nl')).toEqual([]);
  });
});

describe('visitLocation', () => {
  const place = {
    publishAddress: true,
    street: 'Rue du Doyenné',
    houseNumber: '12',
    zip: '1180',
    town: 'Uccle',
    countryId: BELGIUM_COUNTRY_ID,
  };

  it('gives street, number and town when the address is published', () => {
    expect(visitLocation(place, 'fr')).toBe('Rue du Doyenné 12, 1180 Uccle');
  });

  it('gives only the town when it is not', () => {
    expect(visitLocation({ ...place, publishAddress: false }, 'fr')).toBe('1180 Uccle');
  });

  it('gives the town when the street is unknown', () => {
    expect(visitLocation({ ...place, street: null, houseNumber: null }, 'fr')).toBe('1180 Uccle');
  });

  it('writes a Luxembourg place with its country letter and name', () => {
    const luxembourg = {
      ...place,
      street: 'Rue de la Gare',
      zip: '1616',
      town: 'Luxembourg',
      countryId: LUXEMBOURG_COUNTRY_ID,
    };
    expect(visitLocation(luxembourg, 'nl')).toBe('Rue de la Gare 12, L-1616 Luxembourg, Luxemburg');
  });
});
