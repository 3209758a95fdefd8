import { getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-form';
import { LEAD_STATUSES } from '@/lib/admin/lead-filter';
import type { Locale } from '@/lib/i18n/locales';

/** A lead page's buttons to mark it handled, spam or new again (app/api/admin/leads/). */
export async function LeadStatusForm({
  locale,
  id,
  status,
  back,
}: {
  locale: Locale;
  id: number;
  status: string;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.leads' });
  return (
    <form method="post" action="/api/admin/leads/" className="flex flex-wrap gap-3">
      <HiddenFields back={back} ids={id} />
      {LEAD_STATUSES.filter((candidate) => candidate !== status).map((candidate) => (
        <SubmitButton
          key={candidate}
          name="status"
          value={candidate}
          tone={candidate === 'handled' ? 'primary' : 'secondary'}
        >
          {t(`markOne.${candidate}`)}
        </SubmitButton>
      ))}
    </form>
  );
}
