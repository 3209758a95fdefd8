import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

/** A plain GET search that works without JavaScript: city, postcode or reference, sale or rent. */
export async function QuickSearchForm({ locale, idPrefix }: { locale: Locale; idPrefix: string }) {
  const t = await getTranslations('QuickSearch');
  const saleAction = getPathname({ href: '/for-sale', locale });
  return (
    <form action={saleAction} method="get" role="search" className="quick-search">
      <label htmlFor={`${idPrefix}-q`} className="sr-only">
        {t('label')}
      </label>
      <input
        id={`${idPrefix}-q`}
        name="q"
        type="search"
        placeholder={t('placeholder')}
        className="quick-search-input"
      />
      <button type="submit" className="quick-search-button">
        {t('submit')}
      </button>
    </form>
  );
}
