import type { Metadata } from 'next';
import { PropertyDetailPage } from '@/components/property/property-detail-page';
import { resolvePropertyRoute } from '@/lib/properties/property-route';
import { propertyMetadata } from '@/lib/seo/property-metadata';
import { pageLocale } from '@/lib/i18n/page-locale';
import { queryValue } from '@/lib/http/query-value';
import { TAB_PARAM } from '@/lib/properties/property-path';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/for-sale/[city]/[title]/[id]'>): Promise<Metadata> {
  return propertyMetadata(await params);
}

export default async function SalePropertyPage({
  params,
  searchParams,
}: PageProps<'/[locale]/for-sale/[city]/[title]/[id]'>) {
  const [resolved, query] = await Promise.all([params, searchParams]);
  const property = await resolvePropertyRoute(resolved, 'sale', query);
  return (
    <PropertyDetailPage property={property} locale={pageLocale(resolved.locale)} tab={queryValue(query)(TAB_PARAM)} />
  );
}
