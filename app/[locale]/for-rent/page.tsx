import type { Metadata } from 'next';
import { ListingPage } from '@/components/listing/listing-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listingMetadata } from '@/lib/seo/listing-metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/for-rent'>): Promise<Metadata> {
  return listingMetadata('rent', pageLocale((await params).locale), await searchParams);
}

export default async function ForRentPage({ params, searchParams }: PageProps<'/[locale]/for-rent'>) {
  return <ListingPage locale={pageLocale((await params).locale)} goal="rent" searchParams={await searchParams} />;
}
