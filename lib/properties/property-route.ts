import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { truncateDescription } from '@/lib/domain/description';
import { permanentRedirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { Goal } from '@/lib/properties/goal';
import { getPropertyDetail, type PropertyDetail } from '@/lib/properties/detail-queries';
import { propertyHref } from '@/lib/properties/property-path';
import { alternates } from '@/lib/seo/alternates';

type RouteParams = { locale: string; city: string; title: string; id: string };

function canonicalHref(property: PropertyDetail, locale: Locale) {
  const slugs = property.slugs[locale] ?? { title: String(property.id), city: 'city' };
  return propertyHref({ id: property.id, goal: property.goal, citySlug: slugs.city, titleSlug: slugs.title });
}

/**
 * The property behind a property URL. A URL whose goal or slugs are stale (a renamed title,
 * a rental that became a sale, another language's slugs) redirects to the canonical one.
 */
export async function resolvePropertyRoute(
  params: RouteParams,
  goal: Goal,
  searchParams: Record<string, string | string[] | undefined> = {},
): Promise<PropertyDetail> {
  const locale = params.locale as Locale;
  const property = await getPropertyDetail(Number(params.id), locale);
  if (!property || !/^\d+$/.test(params.id)) notFound();
  const canonical = canonicalHref(property, locale);
  if (property.goal !== goal || canonical.params.city !== params.city || canonical.params.title !== params.title) {
    permanentRedirect({ href: { ...canonical, query: searchParams }, locale });
  }
  return property;
}

export async function propertyMetadata(params: RouteParams): Promise<Metadata> {
  const locale = params.locale as Locale;
  const property = await getPropertyDetail(Number(params.id), locale);
  if (!property) return {};
  const href = canonicalHref(property, locale);
  const picture = property.pictures[0];
  return {
    title: `${property.text?.title ?? property.recordFile} – ${property.cityName}`,
    description: truncateDescription(property.text?.description, 160),
    alternates: alternates(locale, href.pathname, (target) => canonicalHref(property, target).params),
    openGraph: picture ? { images: [{ url: picture.url, width: picture.width, height: picture.height }] } : undefined,
  };
}
