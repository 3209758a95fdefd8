import { getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import { SlotTimeFields } from '@/components/admin/slot-form-fields';
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
    <CardSection id="slot-create" title={t('create.title')}>
      {firstDay > lastDay ? (
        <p className="text-muted">{t('create.pastWeek')}</p>
      ) : (
        <form method="post" action="/api/admin/slots/" className="flex flex-col gap-4">
          <HiddenFields back={back} propertyId={propertyId} />
          <p className="text-sm text-muted">{t('create.hint')}</p>
          <SlotTimeFields
            labels={{ date: t('fields.date'), time: t('fields.time'), duration: t('fields.duration') }}
            day={firstDay}
            minutes={30}
            firstDay={firstDay}
            lastDay={lastDay}
          />
          <SubmitButton className="self-start">{t('create.submit')}</SubmitButton>
        </form>
      )}
    </CardSection>
  );
}
