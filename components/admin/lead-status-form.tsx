import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/admin/lead-classes';
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
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="ids" value={id} />
      {LEAD_STATUSES.filter((candidate) => candidate !== status).map((candidate) => (
        <button
          key={candidate}
          type="submit"
          name="status"
          value={candidate}
          className={candidate === 'handled' ? PRIMARY_BUTTON : SECONDARY_BUTTON}
        >
          {t(`markOne.${candidate}`)}
        </button>
      ))}
    </form>
  );
}
