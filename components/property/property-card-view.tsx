'use client';

import type { ReactNode } from 'react';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { cardPicture, DEFAULT_CARD_SIZES } from '@/components/property/card-picture';
import { Link } from '@/lib/i18n/navigation';
import type { PropertyBadge } from '@/lib/properties/badges';
import type { propertyHref } from '@/lib/properties/property-path';

export interface PropertyCardContent {
  id: number;
  title: string;
  href: ReturnType<typeof propertyHref>;
  headingLevel: 'h2' | 'h3';
  /** The picture's address. */
  picture: string | null;
  priority: boolean;
  /** The picture's `sizes`, when the grid is not the default one. */
  sizes?: string;
  /** "Sold" or "Rented", else "Under option", "New" and "Price reduced", on the picture: each badge and its label. */
  badges: [PropertyBadge, string][];
  /** How many photos the property has, in words ("12 photos"), beside a camera the stylesheet draws. */
  photos: string | null;
  /** Type and place. */
  kind: string;
  address: string | null;
  description: string;
  /** Bedrooms and surface, as far as known. */
  facts: string[];
  reference: string;
}

/**
 * The property card's markup; components/property/property-card.tsx gives it its content. A client
 * component only to keep listing pages light: each card travels once as data instead of as a tree
 * of elements.
 */
export function PropertyCardView({
  card,
  price,
  energyBadge,
}: {
  card: PropertyCardContent;
  price: ReactNode;
  energyBadge: ReactNode;
}) {
  const Heading = card.headingLevel;
  const picture = card.picture ? cardPicture(card.picture, card.sizes ?? DEFAULT_CARD_SIZES, card.priority) : null;
  return (
    <article className="group property-card">
      <div className="property-card-media">
        {picture && (
          <>
            <div
              aria-hidden="true"
              className="property-card-placeholder"
              style={{ backgroundImage: `url("${picture.placeholder}")` }}
            />
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's attributes, worked out once (card-picture.ts) */}
            <img {...picture.image} data-nimg="fill" />
          </>
        )}
        {card.badges.length > 0 && (
          <ul className="property-card-badges">
            {card.badges.map(([badge, label]) => (
              <li key={badge} className={`badge-${badge}`}>
                {label}
              </li>
            ))}
          </ul>
        )}
        {card.photos && <p className="property-card-photos">{card.photos}</p>}
        {/* Above the card-wide link, so the heart is its own target. */}
        <FavouriteButton id={card.id} title={card.title} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="property-card-body">
        <p className="property-card-kind">{card.kind}</p>
        <Heading className="text-lg font-semibold">
          <Link href={card.href} className="property-card-link">
            {card.title}
          </Link>
        </Heading>
        {card.address && <p className="text-sm text-muted">{card.address}</p>}
        <p className="text-sm text-muted">{card.description}</p>
        <ul className="property-card-facts">
          {card.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          <li className="text-muted">{card.reference}</li>
        </ul>
        <div className="property-card-footer">
          {price}
          {energyBadge}
        </div>
      </div>
    </article>
  );
}
