import { getTranslations } from 'next-intl/server';
import { badge } from '@/components/admin/admin-classes';
import { isLeadStatus } from '@/lib/admin/lead-filter';
import type { Locale } from '@/lib/i18n/locales';

const TONES = { new: 'waiting', handled: 'done', spam: 'off' } as const;

/** A lead's status as a coloured label; a status the inbox does not know reads as new. */
export async function LeadStatusBadge({ locale, status }: { locale: Locale; status: string }) {
  const t = await getTranslations({ locale, namespace: 'Admin.leads.status' });
  const known = isLeadStatus(status) ? status : 'new';
  return <span className={badge(TONES[known])}>{t(known)}</span>;
}
