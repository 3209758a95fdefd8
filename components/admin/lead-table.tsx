import { getFormatter, getTranslations } from 'next-intl/server';
import { LeadStatusBadge } from '@/components/admin/lead-status-badge';
import { LINK, SECONDARY_BUTTON } from '@/components/admin/lead-classes';
import { isLeadType, LEAD_STATUSES } from '@/lib/admin/lead-filter';
import type { InboxLead } from '@/lib/admin/leads';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * One page of the inbox as a table inside one form: the ticked leads are marked new, handled or
 * spam at once (app/api/admin/leads/), without JavaScript. On a phone the table scrolls sideways
 * in its own frame; the page itself never does.
 */
export async function LeadTable({
  locale,
  leads,
  back,
  leadHref,
}: {
  locale: Locale;
  leads: InboxLead[];
  /** The inbox view to return to after a change: its filter and page. */
  back: string;
  leadHref: (id: number) => string;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.leads' }),
    getFormatter({ locale }),
  ]);
  const cell = 'border-b border-line px-3 py-3 align-top';
  return (
    <form method="post" action="/api/admin/leads/">
      <input type="hidden" name="back" value={back} />
      <fieldset className="mb-4 flex flex-wrap items-center gap-3">
        <legend className="mb-2 font-semibold">{t('selection.legend')}</legend>
        {LEAD_STATUSES.map((status) => (
          <button key={status} type="submit" name="status" value={status} className={SECONDARY_BUTTON}>
            {t(`mark.${status}`)}
          </button>
        ))}
      </fieldset>
      <div className="overflow-x-auto rounded-lg border border-line bg-white">
        <table className="w-full min-w-[48rem] border-collapse text-left">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="bg-sand-50 text-sm">
            <tr>
              <th scope="col" className={cell}>
                {t('table.lead')}
              </th>
              <th scope="col" className={cell}>
                {t('table.received')}
              </th>
              <th scope="col" className={cell}>
                {t('table.type')}
              </th>
              <th scope="col" className={cell}>
                {t('table.contact')}
              </th>
              <th scope="col" className={cell}>
                {t('table.property')}
              </th>
              <th scope="col" className={cell}>
                {t('table.language')}
              </th>
              <th scope="col" className={cell}>
                {t('table.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id}>
                <td className={cell}>
                  <label className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap">
                    <input type="checkbox" name="ids" value={lead.id} className="size-5 accent-brand-700" />
                    {t('table.number', { id: String(lead.id) })}
                  </label>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {format.dateTime(lead.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
                <td className={cell}>{isLeadType(lead.type) ? t(`types.${lead.type}`) : lead.type}</td>
                <td className={cell}>
                  <a href={leadHref(lead.id)} className={LINK}>
                    {lead.name ?? t('table.anonymous')}
                  </a>
                  {lead.email && <span className="block text-sm break-all text-muted">{lead.email}</span>}
                </td>
                <td className={cell}>
                  {lead.reference ?? (lead.projectId ? t('table.project', { id: String(lead.projectId) }) : '—')}
                </td>
                <td className={cell}>{isLocale(lead.locale) ? t(`languages.${lead.locale}`) : lead.locale}</td>
                <td className={cell}>
                  <LeadStatusBadge locale={locale} status={lead.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}
