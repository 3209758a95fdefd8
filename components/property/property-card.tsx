import Image, { getImageProps } from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { EnergyBadge } from '@/components/property/energy-badge';
import { PropertyPrice } from '@/components/property/property-price';
import { truncateDescription } from '@/lib/domain/description';
import { placeText } from '@/lib/domain/postal-place';
import { pageLocale } from '@/lib/i18n/page-locale';
import { Link } from '@/lib/i18n/navigation';
import { propertyHref } from '@/lib/properties/property-path';
import { streetLine } from '@/lib/properties/street-line';
import type { PropertyCardData } from '@/lib/listing/queries';
import { takenState } from '@/lib/properties/marquee';

// Marquee 3 is sold, 4 rented; 2 exists in the data but carries no label (docs/domain-rules.md).
// Three cards to a row from 1024 px, two from 640 px (the listing grid).
const DEFAULT_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** The 100 px wide rendition, blurred, holds the picture's place while it loads. */
function placeholderUrl(picture: { url: string; width: number; height: number }): string | undefined {
  const { props } = getImageProps({
    src: picture.url,
    alt: '',
    width: 100,
    height: Math.max(1, Math.round((100 * picture.height) / picture.width)),
  });
  // The srcset's first candidate is the 1x one, 100 px wide.
  return props.srcSet?.split(' ')[0];
}

export async function PropertyCard({
  property,
  headingLevel = 'h3',
  priority = false,
  sizes = DEFAULT_SIZES,
}: {
  property: PropertyCardData;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  /** The `sizes` of the picture: how wide the card is at each breakpoint of its grid. */
  sizes?: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('PropertyCard'), getLocale().then(pageLocale)]);
  const Heading = headingLevel;
  const ribbon = takenState(property.marquee);
  const address = streetLine(property.address, t('box'));
  const placeholder = property.picture ? placeholderUrl(property.picture) : undefined;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-brand-50">
        {placeholder && (
          <div
            aria-hidden="true"
            className="absolute inset-0 scale-110 bg-cover bg-center blur-lg"
            style={{ backgroundImage: `url("${placeholder}")` }}
          />
        )}
        {property.picture && (
          <Image
            src={property.picture.url}
            alt=""
            fill
            priority={priority}
            sizes={sizes}
            className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        )}
        {ribbon && (
          <p className="absolute top-3 left-3 rounded bg-brand-900 px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase">
            {t(ribbon)}
          </p>
        )}
        {/* Above the card-wide link, so the heart is its own target. */}
        <FavouriteButton id={property.id} title={property.title} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm font-medium text-sand-700">
          {property.typeName} ·{' '}
          {placeText({ zip: property.zip, town: property.cityName, countryId: property.countryId }, locale)}
        </p>
        <Heading className="text-lg font-semibold">
          <Link
            href={propertyHref(property)}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-3 after:focus-visible:outline-sand-500"
          >
            {property.title}
          </Link>
        </Heading>
        {address && <p className="text-sm text-muted">{address}</p>}
        <p className="text-sm text-muted">{truncateDescription(property.description)}</p>
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-ink">
          {property.bedrooms != null && property.bedrooms > 0 && <li>{t('bedrooms', { count: property.bedrooms })}</li>}
          {property.surface != null && <li>{t('surface', { surface: Math.round(property.surface) })}</li>}
          <li className="text-muted">{t('reference', { reference: property.recordFile })}</li>
        </ul>
        <div className="flex items-center justify-between gap-2 border-t border-line pt-3">
          <PropertyPrice
            price={property.price}
            publishPrice={property.publishPrice}
            priceUnit={property.priceUnit}
            goal={property.goal}
            className="text-lg font-bold text-brand-800"
          />
          <EnergyBadge
            zip={property.zip}
            countryId={property.countryId}
            energyPerformance={property.energyPerformance}
            epcLabelText={property.epcLabelText}
          />
        </div>
      </div>
    </article>
  );
}
