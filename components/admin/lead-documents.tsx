import { getFormatter, getTranslations } from 'next-intl/server';
import { LINK } from '@/components/admin/admin-classes';
import { STAFF_DOCUMENT_LINK_MINUTES, type LeadDocument } from '@/lib/admin/lead-documents';
import type { Locale } from '@/lib/i18n/locales';

/** A lead's uploaded documents, each a signed link that expires, or a note once the file is gone. */
export async function LeadDocuments({ locale, documents }: { locale: Locale; documents: LeadDocument[] }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.leads.documents' }),
    getFormatter({ locale }),
  ]);
  return (
    <>
      <p className="text-sm text-muted">{t('expiry', { minutes: STAFF_DOCUMENT_LINK_MINUTES })}</p>
      <ul className="grid gap-2">
        {documents.map((document) => (
          <li key={document.token}>
            {document.href ? (
              <>
                <a href={document.href} className={`${LINK} break-all`}>
                  {document.name}
                </a>
                <span className="text-sm text-muted">
                  {' '}
                  ({document.type?.toUpperCase()},{' '}
                  {format.number((document.size ?? 0) / 1024, { maximumFractionDigits: 0 })} {t('kilobytes')})
                </span>
              </>
            ) : (
              <span className="text-muted">{t('gone')}</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
