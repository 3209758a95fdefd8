import { getTranslations } from 'next-intl/server';
import { CARD, SECTION_HEADING } from '@/components/admin/menu-page-controls';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';

/**
 * The page's preview in each language (docs/url-map.md, preview path): a member of staff who
 * edits content sees it there, draft and unpublished modules included, without a signed link.
 */
export async function MenuPagePreviewLinks({ pageId, locale }: { pageId: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  return (
    <section aria-labelledby="preview-heading" className={CARD}>
      <h2 id="preview-heading" className={SECTION_HEADING}>
        {t('preview.heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-muted">{t('preview.lead')}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {LOCALES.map((language) => (
          <li key={language}>
            <a
              href={localizedPath('/preview/[id]', language, { id: pageId })}
              hrefLang={language}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('preview.link', { language: t(`languageNames.${language}`) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
