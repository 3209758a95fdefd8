import { getTranslations } from 'next-intl/server';
import { LINK } from '@/components/admin/admin-classes';
import { CardSection } from '@/components/admin/card-section';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';

/**
 * The page's preview in each language (docs/url-map.md, preview path): a member of staff who
 * edits content sees it there, draft and unpublished modules included, without a signed link.
 */
export async function MenuPagePreviewLinks({ pageId, locale }: { pageId: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  return (
    <CardSection id="preview-heading" title={t('preview.heading')} lead={t('preview.lead')}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {LOCALES.map((language) => (
          <li key={language}>
            <a
              href={localizedPath('/preview/[id]', language, { id: pageId })}
              hrefLang={language}
              className={`inline-flex min-h-11 items-center ${LINK}`}
            >
              {t('preview.link', { language: t(`languageNames.${language}`) })}
            </a>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
