import { getTranslations } from 'next-intl/server';
import { parseSubject } from '@/lib/admin/audit-display';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Readable names for what the audit log stores: an area's, an action's, a record's. Each area's
 * writes bring their own under Admin.auditLabels.<area> (its `area`, `subject` and `actions`); an
 * action or a record without one is shown as stored, so an entry is never hidden for lack of a
 * label.
 */
export async function auditLabels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Admin.auditLabels' });
  // The keys come from the database, not from code: a key missing from the messages is no error.
  type Key = Parameters<typeof t>[0];
  // Ids as text: a number argument would be grouped ("Propriétaire n° 1 234").
  const label = (key: string, values?: { id: string }) => (t.has(key as Key) ? t(key as Key, values) : null);
  return {
    area: (area: string) => label(`${area}.area`) ?? area,
    action: (action: string) => {
      const [area, ...verb] = action.split('.');
      return verb.length > 0 ? (label(`${area}.actions.${verb.join('.')}`) ?? action) : action;
    },
    subject: (subject: string) => {
      const record = parseSubject(subject);
      // A subject without a record id ("person", "retention") may have a name of its own.
      return (
        (record ? label(`${record.kind}.subject`, { id: String(record.id) }) : label(`${subject}.subject`)) ?? subject
      );
    },
  };
}
