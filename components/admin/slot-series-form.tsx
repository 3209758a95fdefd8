import { getTranslations } from 'next-intl/server';
import { CardForm } from '@/components/admin/card-form';
import { FormField } from '@/components/admin/form-field';
import { ChoiceFieldset } from '@/components/forms/field-kit';
import { slotCardForm, type SlotFormProps } from '@/components/admin/slot-form-fields';
import { MAX_SERIES_SLOTS, MAX_SERIES_WEEKS, WEEKDAYS, type Weekday } from '@/lib/admin/slot-series';
import type { Locale } from '@/lib/i18n/locales';

// A Monday: the weekdays' names are read from the week it starts.
const A_MONDAY = Date.UTC(2026, 11, 7, 12);

function weekdayName(weekday: Weekday, locale: Locale): string {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(A_MONDAY + (weekday - 1) * 86_400_000),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * Repeating slots (app/api/admin/slots/series, lib/admin/forms/slots.ts): the ticked weekdays of
 * some weeks from a first day, visits of one length back to back in a time range, in Brussels
 * time. The server skips the visits that meet another slot or have begun, and returns to the week
 * of the first slot made.
 */
export async function SlotSeriesForm(props: SlotFormProps) {
  const { form, today, locale } = props;
  const t = await getTranslations({ locale, namespace: 'Admin.slots' });
  const weekdays = form.field('weekdays');
  return (
    <CardForm
      id="slot-series"
      title={t('series.title')}
      lead={t('series.lead', { weeks: MAX_SERIES_WEEKS, slots: MAX_SERIES_SLOTS })}
      action="/api/admin/slots/series/"
      submit={t('series.submit')}
      {...slotCardForm(props)}
    >
      <ChoiceFieldset id={weekdays.id} legend={weekdays.label} error={weekdays.error}>
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {WEEKDAYS.map((weekday) => (
            <li key={weekday}>
              <label className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="weekdays"
                  value={weekday}
                  defaultChecked={weekdays.values.includes(String(weekday))}
                  className="size-5 accent-brand-700"
                />
                {weekdayName(weekday, locale)}
              </label>
            </li>
          ))}
        </ul>
      </ChoiceFieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FormField form={form} name="firstDay" min={today} />
        <FormField form={form} name="weeks" />
        <FormField form={form} name="from" />
        <FormField form={form} name="until" />
        <FormField form={form} name="duration" />
      </div>
    </CardForm>
  );
}
