import { getLocale, getTranslations } from 'next-intl/server';
import { EnergyBadge } from '@/components/property/energy-badge';
import { PreviousPrice } from '@/components/property/previous-price';
import { DEFAULT_CARD_SIZES } from '@/components/property/card-picture';
import { PropertyCardView } from '@/components/property/property-card-view';
import { PropertyPrice } from '@/components/property/property-price';
import { truncateDescription } from '@/lib/domain/description';
import { formatAmount } from '@/lib/domain/price';
import { placeText } from '@/lib/domain/postal-place';
import { pageLocale } from '@/lib/i18n/page-locale';
import { propertyHref } from '@/lib/properties/property-path';
import { streetLine } from '@/lib/properties/street-line';
import type { PropertyCardData } from '@/lib/listing/queries';
import { propertyBadges } from '@/lib/properties/badges';

export async function PropertyCard({
  property,
  headingLevel = 'h3',
  priority = false,
  sizes,
}: {
  property: PropertyCardData;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  /** The `sizes` of the picture: how wide the card is at each breakpoint of its grid (DEFAULT_CARD_SIZES when not said). */
  sizes?: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('PropertyCard'), getLocale().then(pageLocale)]);
  // Dated when the card is drawn, not when its data was cached (up to an hour before: docs/caching.md).
  const { badges, reducedFrom } = propertyBadges(property, new Date());
  const place = placeText({ zip: property.zip, town: property.cityName, countryId: property.countryId }, locale);
  const { bedrooms, surface } = property;
  const perM2 = property.pricePerM2 === null ? null : formatAmount(Math.round(property.pricePerM2));
  const price = <PropertyPrice property={property} className="property-card-price" />;

  return (
    <PropertyCardView
      card={{
        id: property.id,
        title: property.title,
        href: propertyHref(property),
        headingLevel,
        picture: property.picture?.url ?? null,
        priority,
        sizes: sizes === DEFAULT_CARD_SIZES ? undefined : sizes,
        badges: badges.map((badge) => [badge, t(badge)]),
        photos: property.photoCount > 0 ? t('photos', { count: property.photoCount }) : null,
        kind: `${property.typeName} · ${place}`,
        address: streetLine(property.address, t('box')),
        description: truncateDescription(property.description),
        facts: [
          ...(bedrooms != null && bedrooms > 0 ? [t('bedrooms', { count: bedrooms })] : []),
          ...(surface != null ? [t('surface', { surface: Math.round(surface) })] : []),
          ...(perM2 !== null ? [t('pricePerM2', { amount: perM2 })] : []),
        ],
        reference: t('reference', { reference: property.recordFile }),
      }}
      price={
        reducedFrom === null ? (
          price
        ) : (
          <div>
            {price}
            <PreviousPrice amount={reducedFrom} className="property-card-was" />
          </div>
        )
      }
      energyBadge={
        <EnergyBadge
          zip={property.zip}
          countryId={property.countryId}
          energyPerformance={property.energyPerformance}
          epcLabelText={property.epcLabelText}
        />
      }
    />
  );
}
