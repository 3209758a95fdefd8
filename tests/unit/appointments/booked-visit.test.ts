import { describe, expect, it } from 'vitest';
import { bookedVisitCalendarHref, readBookedVisit, storedBookedVisit } from '@/lib/appointments/booked-visit';

const NOW = new Date('2026-12-01T10:00:00Z');
const stored = storedBookedVisit({
  title: 'Maison 3 chambres',
  startsAt: '2026-12-04T16:30:00.000Z',
  endsAt: '2026-12-04T17:00:00.000Z',
});

describe('readBookedVisit', () => {
  it('reads the visit just booked', () => {
    expect(readBookedVisit(stored, NOW)).toEqual({
      title: 'Maison 3 chambres',
      startsAt: new Date('2026-12-04T16:30:00Z'),
      endsAt: new Date('2026-12-04T17:00:00Z'),
    });
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['a number', '42'],
    ['no title', '{"startsAt":"2026-12-04T16:30:00Z","endsAt":"2026-12-04T17:00:00Z"}'],
    ['a bad date', '{"title":"x","startsAt":"soon","endsAt":"2026-12-04T17:00:00Z"}'],
    ['an end before its start', '{"title":"x","startsAt":"2026-12-04T17:00:00Z","endsAt":"2026-12-04T16:00:00Z"}'],
    ['a visit gone by', '{"title":"x","startsAt":"2026-11-04T16:30:00Z","endsAt":"2026-11-04T17:00:00Z"}'],
  ])('reads %s as no visit', (_, raw) => {
    expect(readBookedVisit(raw, NOW)).toBeNull();
  });
});

describe('bookedVisitCalendarHref', () => {
  it('is a calendar file of the visit, in UTC', () => {
    const visit = readBookedVisit(stored, NOW)!;
    const href = bookedVisitCalendarHref(visit, 'Visite : Maison 3 chambres', 'www.vitrine.example', NOW);
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const file = decodeURIComponent(href.split(',').slice(1).join(','));
    expect(file).toContain('DTSTART:20261204T163000Z');
    expect(file).toContain('DTEND:20261204T170000Z');
    expect(file).toContain('SUMMARY:Visite : Maison 3 chambres');
    expect(file).toContain('@www.vitrine.example');
  });
});
