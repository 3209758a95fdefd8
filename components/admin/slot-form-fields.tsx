import { FormField } from '@/components/admin/form-field';
import type { FormView } from '@/lib/admin/form-view';
import type { Locale } from '@/lib/i18n/locales';

/** What the forms of a property's week of slots are given (lib/admin/forms/slots.ts). */
export type SlotFormProps = {
  form: FormView;
  propertyId: number;
  /** Today in Brussels: the first day the forms offer. */
  today: string;
  locale: Locale;
  /** The week on screen, where a refused write returns. */
  back: string;
};

/** What those forms' cards share: the property they are about, where they return, fields in a column. */
export const slotCardForm = ({ form, propertyId, back }: SlotFormProps) => ({
  form,
  hidden: { back, propertyId },
  layout: 'flex flex-col gap-4',
});

/**
 * The day, start time and length of a slot, in Brussels time (lib/admin/slot-week.ts), as the
 * create and move forms ask them (lib/admin/forms/slots.ts).
 */
export function SlotTimeFields({
  form,
  firstDay,
}: {
  form: FormView;
  /** The first day the form offers: today (any later one will do, up to the schema's last year). */
  firstDay: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField form={form} name="date" min={firstDay} />
      <FormField form={form} name="time" />
      <FormField form={form} name="duration" />
    </div>
  );
}
