import '@/lib/zod-without-eval';
import { z } from 'zod';
import { checkbox, choices, date, declareForm, time, wholeNumber } from '@/lib/admin/form-declaration';
import { MAX_SERIES_WEEKS, type Weekday } from '@/lib/admin/slot-series';
import { MAX_SLOT_MINUTES } from '@/lib/appointments/slot-rules';

// The forms of a property's visit slots (lib/admin/create-slot.ts, move-slot.ts, cancel-booking.ts,
// create-slot-series.ts), in Brussels time (lib/admin/slot-week.ts).

const SHORTEST_VISIT = 5;

/** A slot's day, start time and length: a new slot, or an open one moved. */
export const slotForm = declareForm('Admin.slots.fields', {
  date: date(),
  time: time(),
  duration: wholeNumber(SHORTEST_VISIT, MAX_SLOT_MINUTES),
});

/** The weekdays ticked: "1" (Monday) to "7", at least one; anything else names the whole field. */
const weekdays = z.union([z.string(), z.array(z.string())]).transform((value, context) => {
  const ticked = [...new Set([value].flat())];
  if (ticked.length === 0 || !ticked.every((day) => /^[1-7]$/.test(day))) {
    context.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return ticked.map((day) => Number(day) as Weekday);
});

/** Repeating slots: the ticked weekdays of some weeks from a first day, visits of one length in a time range. */
export const slotSeriesForm = declareForm('Admin.slots.series', {
  firstDay: date(),
  weekdays: choices(weekdays),
  from: time(),
  until: time(),
  duration: wholeNumber(SHORTEST_VISIT, MAX_SLOT_MINUTES),
  weeks: wholeNumber(1, MAX_SERIES_WEEKS),
});

/** A booking cancelled, and whether its time is offered again as a new slot. */
export const bookingCancelForm = declareForm('Admin.slots.cancel', { reopen: checkbox() });
