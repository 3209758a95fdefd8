import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { truncateDescription } from '@/lib/domain/description';
import { permanentRedirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Goal } from '@/lib/properties/goal';
import { getPropertyDetail, type PropertyDetail } from '@/lib/properties/queries';
import { propertyHref, UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';
import { alternates } from '@/lib/seo/alternates';
import { SHARE_IMAGE, shareImagePath } from '@/lib/sharing/share-links';
import { pageLocale } from '@/lib/i18n/page-locale';

type RouteParams = { locale: string; city: string; title: string; id: string };

function canonicalHref(property: PropertyDetail, locale: Locale) {
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
  params: RouteParams,
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

/** Title, description, canonical and hreflang links, and the Open Graph / Twitter card of a property. */
export async function propertyMetadata(params: RouteParams): Promise<Metadata> {
  const locale = pageLocale(params.locale);
  const property = await getPropertyDetail(Number(params.id), locale);
  if (!property) {
    const t = await getTranslations({ locale, namespace: 'PropertyNotFound' });
    return { title: t('title'), robots: { index: false } };
  }
  const [t, tSite] = await Promise.all([
    getTranslations({ locale, namespace: 'Property' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const href = canonicalHref(property, locale);
  const name = property.text?.title ?? property.recordFile;
  const title = t('metaTitle', { title: name, goal: property.goal });
  const description = truncateDescription(property.text?.description, 160);
  // The main photo cropped to the card size the services show (app/api/share-image).
  const images = property.pictures.slice(0, 1).map((picture) => ({
    url: shareImagePath('property', property.id),
    ...SHARE_IMAGE,
    alt: picture.name ?? name,
  }));
  return {
    title,
    description,
    alternates: await alternates(locale, href.pathname, (target) => canonicalHref(property, target).params),
    openGraph: {
      type: 'website',
      siteName: tSite('siteName'),
      title,
      description,
      url: canonicalPath(property, locale),
      locale,
      images,
    },
    twitter: { card: images.length > 0 ? 'summary_large_image' : 'summary', title, description, images },
  };
}
