import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListingPage } from '@/components/listing/listing-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listingRobots } from '@/lib/seo/listing-robots';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/for-rent'>): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const metadata = await menuPageMetadata('/for-rent', locale, { title: t('titleRent'), description: t('metaRent') });
  return { ...metadata, robots: listingRobots(await searchParams) };
}

export default async function ForRentPage({ params, searchParams }: PageProps<'/[locale]/for-rent'>) {
  return <ListingPage locale={pageLocale((await params).locale)} goal="rent" searchParams={await searchParams} />;
}
