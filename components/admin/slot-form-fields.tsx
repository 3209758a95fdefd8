import { TextField } from '@/components/admin/admin-fields';
import { MAX_SLOT_MINUTES } from '@/lib/appointments/slot-rules';

/** The schema's last day (lib/admin/fields.ts, dateField: the years 2000–2099). */
export const LAST_DAY = '2099-12-31';

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
}: {
  labels: { date: string; time: string; duration: string };
  day: string;
  time?: string;
  minutes: number;
  /** The first day the form offers: today (any later one will do, up to the schema's last year). */
  firstDay: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        type="date"
        name="date"
        label={labels.date}
        defaultValue={day}
        min={firstDay}
        max={LAST_DAY}
        required
      />
      <TextField type="time" name="time" label={labels.time} defaultValue={time} required />
      <TextField
        type="number"
        name="duration"
        label={labels.duration}
        defaultValue={minutes}
        min={5}
        max={MAX_SLOT_MINUTES}
        required
        inputMode="numeric"
      />
    </div>
  );
}
