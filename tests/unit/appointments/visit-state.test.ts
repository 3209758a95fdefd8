import { describe, expect, it } from 'vitest';
import { currentSlot, visitState } from '@/lib/appointments/visit-state';

const NOW = new Date('2026-12-01T10:00:00Z');
const slot = (id: number, status: string, calendarSequence: number, startsAt = '2026-12-05T09:00:00Z') => ({
  id,
  status,
  calendarSequence,
  startsAt: new Date(startsAt),
});

describe('currentSlot', () => {
  it('is the only slot of a visit never moved', () => {
    const booked = slot(4, 'confirmed', 0);
    expect(currentSlot([booked])).toBe(booked);
  });

  it('is the slot of the latest revision, whatever the slots’ ids', () => {
    // Moved from slot 9 to slot 3, then to slot 6: the slot moved to may be older than the one left.
    const slots = [slot(9, 'cancelled', 0), slot(6, 'confirmed', 2), slot(3, 'cancelled', 1)];
    expect(currentSlot(slots)?.id).toBe(6);
  });

  it('takes the newer slot of two of the same revision', () => {
    expect(currentSlot([slot(8, 'cancelled', 0), slot(5, 'confirmed', 0)])?.id).toBe(8);
  });

  it('is undefined for a lead without slots', () => {
    expect(currentSlot([])).toBeUndefined();
  });
});

describe('visitState', () => {
  it.each([
    ['a confirmed visit to come', slot(1, 'confirmed', 0), 'booked'],
    ['a confirmed visit starting now', slot(1, 'confirmed', 0, NOW.toISOString()), 'past'],
    ['a confirmed visit begun', slot(1, 'confirmed', 0, '2026-12-01T09:45:00Z'), 'past'],
    ['a cancelled visit to come', slot(1, 'cancelled', 0), 'cancelled'],
    ['a cancelled visit gone by', slot(1, 'cancelled', 0, '2026-11-01T09:00:00Z'), 'cancelled'],
    ['a slot no longer the lead’s', slot(1, 'open', 0), 'cancelled'],
  ] as const)('%s is %s', (_name, given, expected) => {
    expect(visitState(given, NOW)).toBe(expected);
  });
});
