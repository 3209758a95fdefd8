import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchParamsInput } from '@/lib/listing/filter-derivations';
import { GOAL, listingPathname, type Goal } from '@/lib/properties/goal';
import { listingRobots } from '@/lib/seo/listing-robots';
import { menuPageMetadata } from '@/lib/seo/menu-page-metadata';

/** A listing page's metadata: its CMS page's texts (else the listing's own), robots for its filters. */
export async function listingMetadata(goal: Goal, locale: Locale, searchParams: SearchParamsInput): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const fallback =
    goal === GOAL.sale
      ? { title: t('titleSale'), description: t('metaSale') }
      : { title: t('titleRent'), description: t('metaRent') };
  const metadata = await menuPageMetadata(listingPathname(goal), locale, fallback);
  return { ...metadata, robots: listingRobots(searchParams) };
}
