import { describe, expect, it } from 'vitest';
import { nextRevision, visitEvent } from '@/lib/appointments/visit-calendar';

const SITE = 'https://vitrine.example';

describe('a visit’s calendar event', () => {
  it('is the slot’s own, first revision, for a slot booked directly', () => {
    expect(visitEvent({ id: 7, calendarUid: null, calendarSequence: 0 }, SITE)).toEqual({
      uid: 'appointment-7@vitrine.example',
      sequence: 0,
    });
  });

  it('is the one a moved visit brought along', () => {
    expect(visitEvent({ id: 9, calendarUid: 'appointment-7@vitrine.example', calendarSequence: 2 }, SITE)).toEqual({
      uid: 'appointment-7@vitrine.example',
      sequence: 2,
    });
  });

  it('keeps its UID and goes one revision up with each change', () => {
    const booked = visitEvent({ id: 7, calendarUid: null, calendarSequence: 0 }, SITE);
    const moved = nextRevision(booked);
    expect(moved).toEqual({ uid: booked.uid, sequence: 1 });
    expect(nextRevision(moved)).toEqual({ uid: booked.uid, sequence: 2 });
  });
});
