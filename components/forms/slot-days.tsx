import type { ComponentProps } from 'react';
import type { SlotDay } from '@/lib/appointments/slot-days';

/**
 * Open visit slots by day: a group per day, named by it, and a radio button per slot. `radio` binds
 * the buttons: react-hook-form's registration in the visit form, a plain field's name on a booked
 * visit's page (which works without JavaScript). `chosen` is the slot that starts ticked: the one
 * a booking refused without script had chosen (docs/forms.md, drafts).
 */
export function SlotDays({
  days,
  radio,
  chosen,
}: {
  days: SlotDay[];
  radio: ComponentProps<'input'>;
  chosen?: string;
}) {
  return (
    <div className="mt-3 flex flex-col gap-4">
      {days.map((day) => (
        <fieldset key={day.key}>
          <legend className="mb-2 text-sm font-semibold first-letter:uppercase">{day.label}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {day.slots.map((slot) => (
              <label
                key={slot.id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 tabular-nums has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={slot.id}
                  {...radio}
                  defaultChecked={String(slot.id) === chosen}
                  className="size-4 shrink-0 accent-brand-700"
                />
                {slot.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
