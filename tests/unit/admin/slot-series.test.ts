import { describe, expect, it } from 'vitest';
import {
  MAX_SERIES_SLOTS,
  planSeries,
  seriesBounds,
  seriesDays,
  visitTimes,
  weekdayOf,
  type SeriesRule,
} from '@/lib/admin/slot-series';
import { brusselsDateTime } from '@/lib/appointments/slot-days';

// Tuesday evenings for six weeks from Wednesday 2 December 2026, in 30-minute visits.
const RULE: SeriesRule = {
  firstDay: '2026-12-02',
  weekdays: [2],
  from: '17:00',
  until: '19:00',
  minutes: 30,
  weeks: 6,
};
const NOW = new Date('2026-12-01T09:00:00Z');
const at = (day: string, time: string) => brusselsDateTime(day, time);
const span = (day: string, from: string, until: string) => ({ startsAt: at(day, from), endsAt: at(day, until) });

/** The plan of a series expected to be accepted: a refusal fails the test. */
function acceptedPlan(...args: Parameters<typeof planSeries>) {
  const plan = planSeries(...args);
  if (!('slots' in plan)) throw new Error(`refused: ${plan.refused}`);
  return plan;
}

describe('weekdayOf', () => {
  it.each([
    ['2026-12-07', 1],
    ['2026-12-08', 2],
    ['2026-12-12', 6],
    ['2026-12-13', 7],
    ['2028-02-29', 2],
  ])('%s is ISO weekday %i', (day, weekday) => {
    expect(weekdayOf(day)).toBe(weekday);
  });
});

describe('visitTimes', () => {
  it.each([
    ['17:00', '19:00', 30, ['17:00', '17:30', '18:00', '18:30']],
    // The last visit ends by the end of the range: 18:30–19:15 would not.
    ['17:00', '19:00', 45, ['17:00', '17:45']],
    ['09:10', '10:00', 25, ['09:10', '09:35']],
    ['17:00', '17:20', 30, []],
    ['17:00', '17:00', 30, []],
    ['23:30', '23:59', 20, ['23:30']],
  ])('%s–%s in %i-minute visits: %j', (from, until, minutes, expected) => {
    expect(visitTimes(from, until, minutes)).toEqual(expected);
  });
});

describe('seriesDays', () => {
  it('takes each chosen weekday in the weeks from the first day, that day included', () => {
    expect(seriesDays(RULE)).toEqual([
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
    ]);
    expect(seriesDays({ firstDay: '2026-12-08', weekdays: [2], weeks: 2 })).toEqual(['2026-12-08', '2026-12-15']);
    expect(seriesDays({ firstDay: '2026-12-31', weekdays: [4, 6], weeks: 1 })).toEqual(['2026-12-31', '2027-01-02']);
  });
});

describe('seriesBounds', () => {
  it('runs from the first day’s midnight to the midnight after its last week, in Brussels', () => {
    expect(seriesBounds(RULE)).toEqual({ startsAt: at('2026-12-02', '00:00'), endsAt: at('2027-01-13', '00:00') });
  });
});

describe('planSeries', () => {
  it('makes every visit of every day, in time order, in Brussels time', () => {
    const plan = acceptedPlan(RULE, [], NOW);
    expect(plan).toMatchObject({ skipped: 0 });
    expect(plan.slots).toHaveLength(24);
    expect(plan.slots[0]).toEqual(span('2026-12-08', '17:00', '17:30'));
    expect(plan.slots[0]!.startsAt.toISOString()).toBe('2026-12-08T16:00:00.000Z');
    expect(plan.slots.at(-1)).toEqual(span('2027-01-12', '18:30', '19:00'));
  });

  it('keeps the wall-clock time across the change to summer time', () => {
    const plan = acceptedPlan({ ...RULE, firstDay: '2027-03-22', weekdays: [1], weeks: 2 }, [], NOW);
    expect(plan.slots.filter((_, index) => index % 4 === 0).map((slot) => slot.startsAt.toISOString())).toEqual([
      '2027-03-22T16:00:00.000Z',
      '2027-03-29T15:00:00.000Z',
    ]);
  });

  it('skips the visits that would meet an open or booked slot, not those that only touch one', () => {
    const taken = [
      span('2026-12-08', '17:15', '17:45'),
      span('2026-12-15', '16:30', '17:00'),
      span('2026-12-15', '19:00', '20:00'),
    ];
    const plan = acceptedPlan(RULE, taken, NOW);
    expect(plan.skipped).toBe(2);
    expect(plan.slots).toHaveLength(22);
    expect(plan.slots.slice(0, 2)).toEqual([
      span('2026-12-08', '18:00', '18:30'),
      span('2026-12-08', '18:30', '19:00'),
    ]);
  });

  it('skips the visits begun by now on the first day, and refuses a first day gone by', () => {
    const duringTheFirst = at('2026-12-08', '17:40');
    const plan = acceptedPlan({ ...RULE, firstDay: '2026-12-08' }, [], duringTheFirst);
    expect(plan.skipped).toBe(2);
    expect(plan.slots[0]).toEqual(span('2026-12-08', '18:00', '18:30'));
    expect(planSeries({ ...RULE, firstDay: '2026-11-30' }, [], NOW)).toEqual({ refused: 'slotPast' });
    expect(planSeries({ ...RULE, firstDay: '2026-12-08', weeks: 1 }, [], at('2026-12-08', '19:00'))).toEqual({
      refused: 'slotPast',
    });
  });

  it('refuses a range too short for one visit, and a series with nothing left to make', () => {
    expect(planSeries({ ...RULE, until: '17:20' }, [], NOW)).toEqual({ refused: 'slotSeriesEmpty' });
    const everything = [{ startsAt: at('2026-12-01', '00:00'), endsAt: at('2027-02-01', '00:00') }];
    expect(planSeries(RULE, everything, NOW)).toEqual({ refused: 'slotOverlap' });
  });

  it(`makes up to ${MAX_SERIES_SLOTS} visits at once, and refuses more`, () => {
    // 30 half-hour visits from 08:00 to 23:00, ten Tuesdays: 300.
    const long = { ...RULE, from: '08:00', until: '23:00', weeks: 10 };
    expect(acceptedPlan(long, [], NOW).slots).toHaveLength(MAX_SERIES_SLOTS);
    expect(planSeries({ ...long, until: '23:30' }, [], NOW)).toEqual({ refused: 'slotSeriesTooLong' });
  });
});
