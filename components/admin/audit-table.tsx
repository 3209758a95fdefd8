import { getTranslations } from 'next-intl/server';
import { LINK, TABLE_CELL, TABLE_FRAME } from '@/components/admin/admin-classes';
import { auditLabels } from '@/components/admin/audit-labels';
import { TableHead } from '@/components/admin/table-head';
import { BY_EMAILED_LINK, BY_RETENTION_JOB } from '@/lib/staff/audit';
import { auditDetail, parseSubject, subjectPath } from '@/lib/admin/audit-display';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/i18n/dates';

type Entry = {
  id: number;
  staffId: number | null;
  staffName: string;
  action: string;
  subject: string;
  detail: string | null;
  createdAt: Date;
};

const COLUMNS = ['when', 'who', 'what', 'subject', 'detail'] as const;
/** Up to this many values, an entry's detail shows open. */
const OPEN_DETAIL_LINES = 3;

/**
 * One page of the audit log: when, who, what, on which record (a link when the back-office has a
 * page for it) and an edit's values. On a phone the table scrolls sideways in its own focusable
 * frame, never the page.
 */
export async function AuditTable({ locale, entries, caption }: { locale: Locale; entries: Entry[]; caption: string }) {
  const [t, labels] = await Promise.all([getTranslations({ locale, namespace: 'Admin.audit' }), auditLabels(locale)]);
  const field = (key: string) => (t.has(`fields.${key}` as 'fields.name') ? t(`fields.${key}` as 'fields.name') : key);
  // Entries nobody signed in for: a mailed link's, the retention job's (lib/staff/audit.ts).
  const author = (entry: Entry) =>
    entry.staffId !== null
      ? entry.staffName
      : entry.staffName === BY_EMAILED_LINK.name
        ? t('byEmailedLink')
        : entry.staffName === BY_RETENTION_JOB.name
          ? t('byRetentionJob')
          : entry.staffName;
  return (
    <div role="region" aria-labelledby="audit-caption" tabIndex={0} className={TABLE_FRAME}>
      <table className="w-full min-w-[52rem] border-collapse text-left">
        <caption id="audit-caption" className="px-3 py-3 text-left font-semibold">
          {caption}
        </caption>
        <TableHead columns={COLUMNS.map((column) => ({ label: t(`columns.${column}`) }))} />
        <tbody>
          {entries.map((entry) => {
            const record = parseSubject(entry.subject);
            const path = record && subjectPath(record);
            const detail = auditDetail(entry.detail);
            return (
              <tr key={entry.id}>
                <td className={`${TABLE_CELL} whitespace-nowrap`}>
                  <time dateTime={entry.createdAt.toISOString()}>
                    {formatDate(entry.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </td>
                <td className={TABLE_CELL}>{author(entry)}</td>
                <td className={TABLE_CELL}>{labels.action(entry.action)}</td>
                <td className={TABLE_CELL}>
                  {path ? (
                    <a href={path} className={LINK}>
                      {labels.subject(entry.subject)}
                    </a>
                  ) : (
                    labels.subject(entry.subject)
                  )}
                </td>
                <td className={`${TABLE_CELL} max-w-md text-sm`}>
                  {detail.length > 0 && (
                    // A page's whole text can be in one entry: long details fold, so the log stays a list.
                    <details open={detail.length <= OPEN_DETAIL_LINES}>
                      <summary className="cursor-pointer font-medium text-brand-700">
                        {t('showDetail', { count: detail.length })}
                      </summary>
                      <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1">
                        {detail.map(([key, value], index) => (
                          <div key={index} className="contents">
                            <dt className="font-semibold">{key ? field(key) : t('columns.detail')}</dt>
                            <dd className="line-clamp-6 break-words whitespace-pre-line">{value}</dd>
                          </div>
                        ))}
                      </dl>
                    </details>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
