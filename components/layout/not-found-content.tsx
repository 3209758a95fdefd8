import { getLocale, getTranslations } from 'next-intl/server';
import { QuickSearchForm } from '@/components/search/quick-search-form';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

/** The localized 404 page's content: what happened, a search, the way home. */
export async function NotFoundContent() {
  const [t, locale] = await Promise.all([getTranslations('NotFound'), getLocale()]);
  return (
    <div className="container-page flex flex-col items-start gap-6 py-16 sm:py-24">
      <p className="text-sm font-semibold tracking-widest text-sand-700 uppercase">404</p>
      <h1 className="text-4xl font-semibold">{t('title')}</h1>
      <p className="max-w-2xl text-lg text-muted">{t('text')}</p>
      <div className="w-full max-w-2xl">
        <QuickSearchForm locale={pageLocale(locale)} idPrefix="not-found-search" />
      </div>
      <Link href="/" className="font-semibold text-brand-700 underline underline-offset-4">
        {t('home')}
      </Link>
    </div>
  );
}
