import { FIELD_CLASS } from '@/components/forms/field-classes';
import { MAX_SLOT_MINUTES } from '@/lib/appointments/slot-rules';

const BUTTON = 'min-h-11 rounded-md px-4 font-semibold';
export const PRIMARY_BUTTON = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY_BUTTON = `${BUTTON} border border-brand-700 text-brand-700 hover:bg-brand-50`;
export const SUMMARY_CLASS = 'inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700';

/**
 * The day, start time and length of a slot, in Brussels time (lib/admin/slot-week.ts), as the
 * create and move forms ask them. The browser checks what the server's schema checks again
 * (lib/admin/slots.ts): a day of the years 2000–2099, a time, 5 to 480 minutes.
 */
export function SlotTimeFields({
  labels,
  day,
  time,
  minutes,
  firstDay,
  lastDay = '2099-12-31',
}: {
  labels: { date: string; time: string; duration: string };
  day: string;
  time?: string;
  minutes: number;
  /** The first day the form offers: today, or the week's first day to come. */
  firstDay: string;
  lastDay?: string;
}) {
  const label = 'flex min-w-0 flex-col gap-1 font-medium';
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <label className={label}>
        {labels.date}
        <input
          type="date"
          name="date"
          defaultValue={day}
          min={firstDay}
          max={lastDay}
          required
          className={FIELD_CLASS}
        />
      </label>
      <label className={label}>
        {labels.time}
        <input type="time" name="time" defaultValue={time} required className={FIELD_CLASS} />
      </label>
      <label className={label}>
        {labels.duration}
        <input
          type="number"
          name="duration"
          defaultValue={minutes}
          min={5}
          max={MAX_SLOT_MINUTES}
          required
          inputMode="numeric"
          className={FIELD_CLASS}
        />
      </label>
    </div>
  );
}
