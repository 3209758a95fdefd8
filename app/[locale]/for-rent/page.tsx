import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListingPage } from '@/components/listing/listing-page';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo/alternates';

export async function generateMetadata({ params }: PageProps<'/[locale]/for-rent'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return { title: t('titleRent'), description: t('metaRent'), alternates: alternates(locale, '/for-rent') };
}

export default async function ForRentPage({ params, searchParams }: PageProps<'/[locale]/for-rent'>) {
  return <ListingPage locale={(await params).locale as Locale} goal="rent" searchParams={await searchParams} />;
}
