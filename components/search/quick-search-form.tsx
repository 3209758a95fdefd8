import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

/** A plain GET search that works without JavaScript: city, postcode or reference, sale or rent. */
export async function QuickSearchForm({ locale, idPrefix }: { locale: Locale; idPrefix: string }) {
  const t = await getTranslations('QuickSearch');
  const saleAction = getPathname({ href: '/for-sale', locale });
  return (
    <form action={saleAction} method="get" role="search" className="flex w-full flex-col gap-2 sm:flex-row">
      <label htmlFor={`${idPrefix}-q`} className="sr-only">
        {t('label')}
      </label>
      <input
        id={`${idPrefix}-q`}
        name="q"
        type="search"
        placeholder={t('placeholder')}
        className="min-h-12 flex-1 rounded-md border border-muted/50 bg-white px-4 text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        className="min-h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('submit')}
      </button>
    </form>
  );
}
