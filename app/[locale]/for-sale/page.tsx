import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListingPage } from '@/components/listing/listing-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listingRobots } from '@/lib/seo/listing-robots';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/for-sale'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const metadata = await menuPageMetadata('/for-sale', locale, { title: t('titleSale'), description: t('metaSale') });
  return { ...metadata, robots: listingRobots(await searchParams) };
}

export default async function ForSalePage({ params, searchParams }: PageProps<'/[locale]/for-sale'>) {
  return <ListingPage locale={pageLocale((await params).locale)} goal="sale" searchParams={await searchParams} />;
}
