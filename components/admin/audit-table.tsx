import { getFormatter, getTranslations } from 'next-intl/server';
import { auditLabels } from '@/components/admin/audit-labels';
import { LINK } from '@/components/admin/lead-classes';
import { auditDetail, parseSubject, subjectPath } from '@/lib/admin/audit-display';
import type { Locale } from '@/lib/i18n/locales';

type Entry = { id: number; staffName: string; action: string; subject: string; detail: string | null; createdAt: Date };

/**
 * One page of the audit log: when, who, what, on which record (a link when the back-office has a
 * page for it) and an edit's values. On a phone the table scrolls sideways in its own focusable
 * frame, never the page.
 */
export async function AuditTable({ locale, entries, caption }: { locale: Locale; entries: Entry[]; caption: string }) {
  const [t, format, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.audit' }),
    getFormatter({ locale }),
    auditLabels(locale),
  ]);
  const field = (key: string) => (t.has(`fields.${key}` as 'fields.name') ? t(`fields.${key}` as 'fields.name') : key);
  const cell = 'border-b border-line px-3 py-3 align-top';
  const head = `${cell} font-semibold`;
  return (
    <div
      role="region"
      aria-labelledby="audit-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-line bg-white"
    >
      <table className="w-full min-w-[52rem] border-collapse text-left">
        <caption id="audit-caption" className="px-3 py-3 text-left font-semibold">
          {caption}
        </caption>
        <thead className="bg-sand-50 text-sm">
          <tr>
            <th scope="col" className={head}>
              {t('columns.when')}
            </th>
            <th scope="col" className={head}>
              {t('columns.who')}
            </th>
            <th scope="col" className={head}>
              {t('columns.what')}
            </th>
            <th scope="col" className={head}>
              {t('columns.subject')}
            </th>
            <th scope="col" className={head}>
              {t('columns.detail')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const record = parseSubject(entry.subject);
            const path = record && subjectPath(record);
            const detail = auditDetail(entry.detail);
            return (
              <tr key={entry.id}>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={entry.createdAt.toISOString()}>
                    {format.dateTime(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </td>
                <td className={cell}>{entry.staffName}</td>
                <td className={cell}>{labels.action(entry.action)}</td>
                <td className={cell}>
                  {path ? (
                    <a href={path} className={LINK}>
                      {labels.subject(entry.subject)}
                    </a>
                  ) : (
                    labels.subject(entry.subject)
                  )}
                </td>
                <td className={`${cell} max-w-md text-sm`}>
                  {detail.length > 0 && (
                    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1">
                      {detail.map(([key, value], index) => (
                        <div key={index} className="contents">
                          <dt className="font-semibold">{key ? field(key) : t('columns.detail')}</dt>
                          <dd className="break-words whitespace-pre-line">{value}</dd>
                        </div>
                      ))}
                    </dl>
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
