import { describe, expect, it } from 'vitest';
import { addDays, chartDays, monthStart, summarizeViews, weekStart } from '@/lib/owner/view-summary';

describe('calendar helpers', () => {
  it.each([
    ['2026-11-22', '2026-11-16'], // Sunday → Monday before
    ['2026-11-16', '2026-11-16'], // Monday
    ['2026-11-18', '2026-11-16'],
    ['2026-03-01', '2026-02-23'], // across a month
    ['2027-01-02', '2026-12-28'], // across a year
  ])('week of %s starts %s', (day, start) => {
    expect(weekStart(day)).toBe(start);
  });

  it.each([
    ['2026-11-22', '2026-11-01'],
    ['2026-02-28', '2026-02-01'],
  ])('month of %s starts %s', (day, start) => {
    expect(monthStart(day)).toBe(start);
  });

  it('adds days across month ends and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('charts the 30 days ending today, oldest first', () => {
    const days = chartDays('2026-11-22');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-24');
    expect(days[29]).toBe('2026-11-22');
  });
});

describe('summarizeViews', () => {
  const rows = [
    { day: '2026-11-22', count: 3 }, // today (Sunday)
    { day: '2026-11-16', count: 2 }, // Monday: this week
    { day: '2026-11-15', count: 5 }, // last Sunday: this month, not this week
    { day: '2026-11-01', count: 1 }, // first of the month
    { day: '2026-10-31', count: 7 }, // last month, within 30 days? no: 2026-10-24 is the first chart day
    { day: '2026-10-01', count: 11 }, // older than the chart
  ];

  it('counts today, the week from Monday, the month from the 1st and everything in total', () => {
    expect(summarizeViews(rows, '2026-11-22')).toMatchObject({ today: 3, week: 5, month: 11, total: 29 });
  });

  it('fills the 30-day series with zeros and leaves out older days', () => {
    const { series } = summarizeViews(rows, '2026-11-22');
    expect(series.reduce((sum, point) => sum + point.count, 0)).toBe(18);
    expect(series.find((point) => point.day === '2026-10-31')?.count).toBe(7);
    expect(series.find((point) => point.day === '2026-11-02')?.count).toBe(0);
  });

  it('gives zeros for a property never visited', () => {
    expect(summarizeViews([], '2026-11-22')).toMatchObject({ today: 0, week: 0, month: 0, total: 0 });
  });
});
