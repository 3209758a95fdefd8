import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListingPage } from '@/components/listing/listing-page';
import type { Locale } from '@/lib/i18n/locales';
import { alternates } from '@/lib/seo/alternates';

export async function generateMetadata({ params }: PageProps<'/[locale]/for-sale'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return { title: t('titleSale'), description: t('metaSale'), alternates: alternates(locale, '/for-sale') };
}

export default async function ForSalePage({ params, searchParams }: PageProps<'/[locale]/for-sale'>) {
  return <ListingPage locale={(await params).locale as Locale} goal="sale" searchParams={await searchParams} />;
}
