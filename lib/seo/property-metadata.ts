import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { truncateDescription } from '@/lib/domain/description';
import { pageLocale } from '@/lib/i18n/page-locale';
import { getPropertyDetail } from '@/lib/properties/queries';
import { canonicalHref, canonicalPath, type PropertyRouteParams } from '@/lib/properties/property-route';
import { alternates } from '@/lib/seo/alternates';
import { SHARE_IMAGE, shareImagePath } from '@/lib/sharing/share-links';

/** Title, description, canonical and hreflang links, and the Open Graph / Twitter card of a property. */
export async function propertyMetadata(params: PropertyRouteParams): Promise<Metadata> {
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
