import 'server-only';
import { notFound } from 'next/navigation';
import { permanentRedirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Goal } from '@/lib/properties/goal';
import { getPropertyDetail, type PropertyDetail } from '@/lib/properties/queries';
import { propertyHref, UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';
import { pageLocale } from '@/lib/i18n/page-locale';

/** The segments of a property page's URL (its metadata: lib/seo/property-metadata.ts). */
export type PropertyRouteParams = { locale: string; city: string; title: string; id: string };

/** The route and params of a property's page in one language, with that language's slugs. */
export function canonicalHref(property: PropertyDetail, locale: Locale) {
  const slugs = property.slugs[locale] ?? { title: String(property.id), city: UNKNOWN_CITY_SLUG };
  return propertyHref({ id: property.id, goal: property.goal, citySlug: slugs.city, titleSlug: slugs.title });
}

/** The canonical path of a property page in one language ("/fr/a-vendre/uccle/…/41010/"). */
export function canonicalPath(property: PropertyDetail, locale: Locale): string {
  const href = canonicalHref(property, locale);
  return localizedPath(href.pathname, locale, href.params);
}

/**
 * The property behind a property URL. A URL whose goal or slugs are stale (a renamed title,
 * a rental that became a sale, another language's slugs) redirects to the canonical one.
 */
export async function resolvePropertyRoute(
  params: PropertyRouteParams,
  goal: Goal,
  searchParams: Record<string, string | string[] | undefined> = {},
): Promise<PropertyDetail> {
  const locale = pageLocale(params.locale);
  const property = await getPropertyDetail(Number(params.id), locale);
  if (!property || !/^\d+$/.test(params.id)) notFound();
  const canonical = canonicalHref(property, locale);
  if (property.goal !== goal || canonical.params.city !== params.city || canonical.params.title !== params.title) {
    permanentRedirect({ href: { ...canonical, query: searchParams }, locale });
  }
  return property;
}
