import type { Metadata } from 'next';
import { ListingPage } from '@/components/listing/listing-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { listingMetadata } from '@/lib/seo/listing-metadata';

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/for-sale'>): Promise<Metadata> {
  return listingMetadata('sale', pageLocale((await params).locale), await searchParams);
}

export default async function ForSalePage({ params, searchParams }: PageProps<'/[locale]/for-sale'>) {
  return <ListingPage locale={pageLocale((await params).locale)} goal="sale" searchParams={await searchParams} />;
}
