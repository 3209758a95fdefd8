import { getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import { SlotTimeFields } from '@/components/admin/slot-form-fields';
import { firstDayToCome, type SlotWeek } from '@/lib/admin/slot-week';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A new slot (app/api/admin/slots): any day from today on, the week on screen's first day to come
 * proposed; the write returns to the week of the slot made.
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
  return (
    <CardSection id="slot-create" title={t('create.title')}>
      <form method="post" action="/api/admin/slots/" className="flex flex-col gap-4">
        <HiddenFields back={back} propertyId={propertyId} />
        <p className="text-sm text-muted">{t('create.hint')}</p>
        <SlotTimeFields
          labels={{ date: t('fields.date'), time: t('fields.time'), duration: t('fields.duration') }}
          day={firstDayToCome(week, today)}
          minutes={30}
          firstDay={today}
        />
        <SubmitButton className="self-start">{t('create.submit')}</SubmitButton>
      </form>
    </CardSection>
  );
}
