import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ListingLinks } from '@/components/listing/listing-links';
import { QuickSearchForm } from '@/components/search/quick-search-form';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

/** A 404 page's frame: what happened, a search of the properties, then the ways on. */
async function NotFoundFrame({
  title,
  text,
  searchId,
  children,
}: {
  title: string;
  text: string;
  searchId: string;
  children: ReactNode;
}) {
  const locale = pageLocale(await getLocale());
  return (
    <div className="container-page not-found">
      <p className="not-found-code">404</p>
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="max-w-2xl text-lg text-muted">{text}</p>
      <div className="w-full max-w-2xl">
        <QuickSearchForm locale={locale} idPrefix={searchId} />
      </div>
      {children}
    </div>
  );
}

/** The localized 404 page's content: what happened, a search, the way home. */
export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <NotFoundFrame title={t('title')} text={t('text')} searchId="not-found-search">
      <Link href="/" className="text-link">
        {t('home')}
      </Link>
    </NotFoundFrame>
  );
}

/** "Property not found": the property does not exist or is off the market; its listings are a click away. */
export async function PropertyNotFound() {
  const t = await getTranslations('PropertyNotFound');
  return (
    <NotFoundFrame title={t('title')} text={t('text')} searchId="property-not-found-search">
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <ListingLinks sale={t('forSale')} rent={t('forRent')} />
        <Link href="/" className="text-link">
          {t('home')}
        </Link>
      </p>
    </NotFoundFrame>
  );
}
