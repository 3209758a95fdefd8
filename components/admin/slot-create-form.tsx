import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON, SlotTimeFields } from '@/components/admin/slot-form-fields';
import type { SlotWeek } from '@/lib/admin/slot-week';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A new slot in the week on screen (app/api/admin/slots): its days from today on, so the slot made
 * is in the week the member of staff returns to. A week gone by offers none.
 */
export async function SlotCreateForm({
  propertyId,
  week,
  today,
  locale,
  back,
}: {
  propertyId: number;
  week: SlotWeek;
  today: string;
  locale: Locale;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.slots' });
  const firstDay = today > week.monday ? today : week.monday;
  const lastDay = week.days[6]!;
  return (
    <section aria-labelledby="slot-create" className="rounded-lg border border-line bg-white p-5">
      <h2 id="slot-create" className="text-lg font-semibold">
        {t('create.title')}
      </h2>
      {firstDay > lastDay ? (
        <p className="mt-2 text-muted">{t('create.pastWeek')}</p>
      ) : (
        <form method="post" action="/api/admin/slots/" className="mt-3 flex flex-col gap-4">
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="propertyId" value={propertyId} />
          <p className="text-sm text-muted">{t('create.hint')}</p>
          <SlotTimeFields
            labels={{ date: t('fields.date'), time: t('fields.time'), duration: t('fields.duration') }}
            day={firstDay}
            minutes={30}
            firstDay={firstDay}
            lastDay={lastDay}
          />
          <div>
            <button type="submit" className={PRIMARY_BUTTON}>
              {t('create.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
