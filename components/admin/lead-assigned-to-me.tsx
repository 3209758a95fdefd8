import { getTranslations } from 'next-intl/server';
import { CARD, LINK, TEXT_LINK } from '@/components/admin/admin-classes';
import type { myOpenLeads } from '@/lib/admin/lead-assignment';
import { isLeadType } from '@/lib/admin/lead-filter';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';
import { formatDate } from '@/lib/i18n/dates';

/**
 * The dashboard's "my leads": the open leads the member of staff follows up, newest first, each a
 * link to its page, and the inbox filtered on them when there are more than it lists.
 */
export async function LeadsAssignedToMe({
  locale,
  mine,
}: {
  locale: Locale;
  mine: Awaited<ReturnType<typeof myOpenLeads>>;
}) {
  const [t, leads] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.home.myLeads' }),
    getTranslations({ locale, namespace: 'Admin.leads' }),
  ]);
  const inbox = backOfficePath('leads');
  return (
    <section aria-labelledby="my-leads" className={`${CARD} mt-6 flex flex-col gap-4`}>
      <h2 id="my-leads" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {mine.total === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-line">
            {mine.leads.map((lead) => (
              <li key={lead.id} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
                <a href={`${inbox}${lead.id}/`} className={TEXT_LINK}>
                  {leads('one.heading', {
                    id: String(lead.id),
                    type: isLeadType(lead.type) ? leads(`types.${lead.type}`) : lead.type,
                  })}
                </a>
                <span className="text-sm text-muted">
                  {t('received', {
                    name: lead.name ?? leads('table.anonymous'),
                    date: formatDate(lead.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <p>
            <a href={`${inbox}?status=new&assigned=me`} className={LINK}>
              {t('all', { count: mine.total })}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
