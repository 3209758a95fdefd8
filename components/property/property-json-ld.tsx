import { getTranslations } from 'next-intl/server';
import { truncateDescription } from '@/lib/domain/description';
import { LUXEMBOURG_COUNTRY_ID } from '@/lib/domain/region';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { PropertyDetail } from '@/lib/properties/queries';
import { streetLine } from '@/lib/properties/street-line';
import { listingJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { listingPathname } from '@/lib/properties/goal';

/** schema.org RealEstateListing with its Offer and BreadcrumbList; private price and address stay out. */
export async function PropertyJsonLd({
  property,
  locale,
  path,
  taken,
}: {
  property: PropertyDetail;
  locale: Locale;
  path: string;
  taken: boolean;
}) {
  const [tPage, tCard] = await Promise.all([getTranslations('Property'), getTranslations('PropertyCard')]);
  const absolute = (pathname: string) => new URL(pathname, env().SITE_URL).href;
  const title = property.text?.title ?? property.recordFile;
  const listing = listingPathname(property.goal);
  const data = listingJsonLd({
    url: absolute(path),
    name: title,
    description: truncateDescription(property.text?.description, 300),
    datePosted: property.createdAt,
    locale,
    images: property.pictures.slice(0, 6).map((picture) => absolute(picture.url)),
    goal: property.goal,
    taken,
    price: property.price && property.price > 0 ? property.price : null,
    address: {
      street: streetLine(property, tCard('box')),
      locality: property.cityName,
      postalCode: property.city.zip,
      country: property.countryId === LUXEMBOURG_COUNTRY_ID ? 'LU' : 'BE',
    },
    geo:
      property.latitude !== null && property.longitude !== null
        ? { latitude: property.latitude, longitude: property.longitude }
        : null,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    floorSize: property.surfaceLiving,
    breadcrumbs: [
      { name: tPage('home'), url: absolute(localizedPath('/', locale)) },
      { name: tPage(property.goal === 'sale' ? 'forSale' : 'forRent'), url: absolute(localizedPath(listing, locale)) },
      { name: title, url: absolute(path) },
    ],
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
