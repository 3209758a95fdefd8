import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavouritesStatus } from '@/components/favourites/favourites-status';
import { PropertyGrid } from '@/components/listing/property-grid';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageIntro } from '@/components/ui/page-intro';
import { parseIdList } from '@/lib/listing/favourites';
import { cardsByIds } from '@/lib/properties/queries';
import { alternates } from '@/lib/seo/alternates';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/favourites'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Favourites' });
  return {
    title: t('title'),
    description: t('metaDescription'),
    alternates: await alternates(locale, '/favourites'),
    // A visitor's own selection: nothing for a search engine.
    robots: { index: false, follow: true },
  };
}

/** Favourites without an account: the properties of the `?ids=` list still online, sold or rented flagged. */
export default async function FavouritesPage({ params, searchParams }: PageProps<'/[locale]/favourites'>) {
  const locale = pageLocale((await params).locale);
  const { ids } = await searchParams;
  const listedIds = ids === undefined ? null : parseIdList(ids);
  const [t, cards] = await Promise.all([getTranslations('Favourites'), cardsByIds(locale, listedIds ?? [])]);

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')}>
        <Breadcrumbs items={[{ label: t('title') }]} />
      </PageIntro>
      <div className="container-page flex flex-col gap-6 py-8">
        {listedIds !== null && <p className="text-lg font-semibold">{t('count', { count: cards.length })}</p>}
        <ClientMessages island="favouritesList">
          <FavouritesStatus listedIds={listedIds} shownIds={cards.map((card) => card.id)} />
        </ClientMessages>
        {cards.length > 0 && <PropertyGrid items={cards} perRow={3} />}
      </div>
    </>
  );
}
