import { getTranslations } from 'next-intl/server';
import { LINK, TABLE_CELL, TABLE_FRAME } from '@/components/admin/admin-classes';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-form';
import { LeadStatusBadge } from '@/components/admin/lead-status-badge';
import { TableHead } from '@/components/admin/table-head';
import { isLeadType, LEAD_STATUSES } from '@/lib/admin/lead-filter';
import type { InboxLead } from '@/lib/admin/leads';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/i18n/dates';

// The name that opens a lead comes right after its box: on a phone, where the table scrolls
// sideways, it is on the screen without scrolling, whatever the length of the other columns.
const COLUMNS = ['lead', 'contact', 'received', 'type', 'property', 'language', 'status', 'assignee'] as const;

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
  const t = await getTranslations({ locale, namespace: 'Admin.leads' });
  return (
    <form method="post" action="/api/admin/leads/">
      <HiddenFields back={back} />
      <fieldset className="mb-4 flex flex-wrap items-center gap-3">
        <legend className="mb-2 font-semibold">{t('selection.legend')}</legend>
        {LEAD_STATUSES.map((status) => (
          <SubmitButton key={status} name="status" value={status} tone="secondary">
            {t(`mark.${status}`)}
          </SubmitButton>
        ))}
      </fieldset>
      <div className={TABLE_FRAME}>
        <table className="w-full min-w-[54rem] border-collapse text-left">
          <caption className="sr-only">{t('table.caption')}</caption>
          <TableHead columns={COLUMNS.map((column) => ({ label: t(`table.${column}`) }))} />
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id}>
                <td className={TABLE_CELL}>
                  <label className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap">
                    <input type="checkbox" name="ids" value={lead.id} className="size-5 accent-brand-700" />
                    {t('table.number', { id: String(lead.id) })}
                  </label>
                </td>
                <td className={TABLE_CELL}>
                  <a href={leadHref(lead.id)} className={LINK}>
                    {lead.name ?? t('table.anonymous')}
                  </a>
                  {lead.email && <span className="block text-sm break-all text-muted">{lead.email}</span>}
                </td>
                <td className={`${TABLE_CELL} whitespace-nowrap`}>
                  {formatDate(lead.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
                <td className={TABLE_CELL}>{isLeadType(lead.type) ? t(`types.${lead.type}`) : lead.type}</td>
                <td className={TABLE_CELL}>
                  {lead.reference ?? (lead.projectId ? t('table.project', { id: String(lead.projectId) }) : '—')}
                </td>
                <td className={TABLE_CELL}>{isLocale(lead.locale) ? t(`languages.${lead.locale}`) : lead.locale}</td>
                <td className={TABLE_CELL}>
                  <LeadStatusBadge locale={locale} status={lead.status} />
                </td>
                <td className={TABLE_CELL}>{lead.assignee ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}
