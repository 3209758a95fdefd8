import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

type Document = { id: number; name: string; url: string | null; public: boolean };

/** Public documents as links; those the agency holds back are listed with a way to ask for them. */
export async function DocumentsPanel({ propertyId, documents }: { propertyId: number; documents: Document[] }) {
  const t = await getTranslations('PropertyDocuments');
  const heldBack = documents.filter((document) => !document.public || !document.url);
  return (
    <div className="max-w-3xl">
      <h2 className="sr-only">{t('heading')}</h2>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {documents.map((document) => {
          const available = document.public && document.url;
          return (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="flex items-center gap-3">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0 fill-brand-700">
                  <path d="M6 2h8l6 6v14H6zm7 1.5V9h5.5zM8 13h8v1.5H8zm0 3h8v1.5H8z" />
                </svg>
                {available ? (
                  <a
                    href={document.url!}
                    className="font-medium text-brand-700 underline"
                    target="_blank"
                    rel="noopener"
                  >
                    {document.name}
                    <span className="sr-only"> {t('opensInNewTab')}</span>
                  </a>
                ) : (
                  <span className="font-medium">{document.name}</span>
                )}
              </span>
              <span className="text-sm text-muted">{available ? t('download') : t('onRequest')}</span>
            </li>
          );
        })}
      </ul>
      {heldBack.length > 0 && (
        <p className="mt-4 flex flex-wrap items-center gap-3">
          <span>{t('heldBack', { count: heldBack.length })}</span>
          <Link
            href={{ pathname: '/contact', query: { property: String(propertyId), subject: 'documents' } }}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t('request')}
          </Link>
        </p>
      )}
    </div>
  );
}
