import type { Metadata } from 'next';
import { PropertyDetailPage } from '@/components/property/property-detail-page';
import { queryValue } from '@/lib/http/query-value';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Goal } from '@/lib/properties/goal';
import { TAB_PARAM } from '@/lib/properties/property-path';
import { resolvePropertyRoute, type PropertyRouteParams } from '@/lib/properties/property-route';
import { propertyMetadata } from '@/lib/seo/property-metadata';

type Props = {
  params: Promise<PropertyRouteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A property's page at its address for sale or for rent (/fr/a-vendre/…, /fr/a-louer/…): the two
 * routes are the same but for the goal their address names, which the property must have.
 */
export function propertyRoute(goal: Goal) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    return propertyMetadata(await params);
  }

  async function PropertyPage({ params, searchParams }: Props) {
    const [resolved, query] = await Promise.all([params, searchParams]);
    const property = await resolvePropertyRoute(resolved, goal, query);
    return (
      <PropertyDetailPage property={property} locale={pageLocale(resolved.locale)} tab={queryValue(query)(TAB_PARAM)} />
    );
  }

  return { generateMetadata, PropertyPage };
}
