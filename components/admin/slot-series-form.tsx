import { getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton, TextField } from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import { LAST_DAY } from '@/components/admin/slot-form-fields';
import { MAX_SERIES_SLOTS, MAX_SERIES_WEEKS, WEEKDAYS, weekdayOf, type Weekday } from '@/lib/admin/slot-series';
import { MAX_SLOT_MINUTES } from '@/lib/appointments/slot-rules';
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
 * Repeating slots (app/api/admin/slots/series): the ticked weekdays of some weeks from a first
 * day, visits of one length back to back in a time range, in Brussels time. The server skips the
 * visits that meet another slot or have begun, and returns to the week of the first slot made.
 */
export async function SlotSeriesForm({
  propertyId,
  firstDay,
  today,
  locale,
  back,
}: {
  propertyId: number;
  /** The first day proposed: the week on screen's first day to come. */
  firstDay: string;
  today: string;
  locale: Locale;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.slots' });
  return (
    <CardSection
      id="slot-series"
      title={t('series.title')}
      lead={t('series.lead', { weeks: MAX_SERIES_WEEKS, slots: MAX_SERIES_SLOTS })}
    >
      <form method="post" action="/api/admin/slots/series/" className="flex flex-col gap-4">
        <HiddenFields back={back} propertyId={propertyId} />
        <fieldset>
          <legend className="font-medium">{t('series.weekdays')}</legend>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
            {WEEKDAYS.map((weekday) => (
              <li key={weekday}>
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="weekdays"
                    value={weekday}
                    defaultChecked={weekday === weekdayOf(firstDay)}
                    className="size-5 accent-brand-700"
                  />
                  {weekdayName(weekday, locale)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            type="date"
            name="firstDay"
            label={t('series.firstDay')}
            defaultValue={firstDay}
            min={today}
            max={LAST_DAY}
            required
          />
          <TextField
            type="number"
            name="weeks"
            label={t('series.weeks')}
            defaultValue={4}
            min={1}
            max={MAX_SERIES_WEEKS}
            required
            inputMode="numeric"
          />
          <TextField type="time" name="from" label={t('series.from')} required />
          <TextField type="time" name="until" label={t('series.until')} required />
          <TextField
            type="number"
            name="duration"
            label={t('series.duration')}
            defaultValue={30}
            min={5}
            max={MAX_SLOT_MINUTES}
            required
            inputMode="numeric"
          />
        </div>
        <SubmitButton className="self-start">{t('series.submit')}</SubmitButton>
      </form>
    </CardSection>
  );
}
