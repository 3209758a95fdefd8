import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/listing/pagination';
import { PropertyCard } from '@/components/property/property-card';
import { QuickSearchForm } from '@/components/search/quick-search-form';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import { getPathname, Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { Goal } from '@/lib/properties/goal';
import { listByGoal } from '@/lib/properties/queries';

const PAGE_SIZE = 12;

export function parsePage(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export async function ListingPage({
  locale,
  goal,
  searchParams,
}: {
  locale: Locale;
  goal: Goal;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations('Listing');
  const page = parsePage(searchParams.page);
  const query = typeof searchParams.q === 'string' ? searchParams.q.slice(0, 100) : '';
  const { total, items } = await listByGoal(locale, goal, { page, pageSize: PAGE_SIZE, query });
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const basePath = getPathname({ href: goal === 'sale' ? '/for-sale' : '/for-rent', locale });
  const hrefFor = (target: number) => {
    const params = new URLSearchParams();
    if (query) params.set('q', query);
    if (target > 1) params.set('page', String(target));
    return params.size ? `${basePath}?${params}` : basePath;
  };
  const title = t(goal === 'sale' ? 'titleSale' : 'titleRent');

  return (
    <>
      <PageIntro title={title} lead={t('lead', { count: total })}>
        <Breadcrumbs items={[{ label: title }]} />
      </PageIntro>
      <div className="container-page py-8">
        <div className="mb-8 max-w-2xl">
          <QuickSearchForm locale={locale} idPrefix="listing-search" />
        </div>
        <p role="status" className="mb-4 text-muted">
          {t('resultCount', { count: total })}
        </p>
        {items.length === 0 ? (
          <div className="rounded-lg border border-line bg-sand-50 p-8 text-center">
            <p className="text-lg font-semibold">{t('empty')}</p>
            <Link
              href={goal === 'sale' ? '/for-sale' : '/for-rent'}
              className="mt-3 inline-block font-semibold text-brand-700 underline"
            >
              {t('showAll')}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((property, index) => (
              <li key={property.id}>
                <PropertyCard property={property} headingLevel="h2" priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} hrefFor={hrefFor} />
      </div>
    </>
  );
}
