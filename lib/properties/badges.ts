import { isNewListing } from '@/lib/domain/new-listing';
import { reducedFrom, type PriceReduction } from '@/lib/domain/price-reduction';
import { takenState, type TakenState } from '@/lib/properties/marquee';

// The badges of a property's card and page header (docs/domain-rules.md, new listings and price
// reductions). A sold or rented property wears that alone: it is no longer on offer, so neither
// new nor cheaper. The CRM sends no "under option" state (Marquee 2 carries no label), so there
// is no such badge.
export type PropertyBadge = TakenState | 'new' | 'reduced';

export type BadgeInput = PriceReduction & { marquee: number; createdAt: Date; price: number | null };

/** The badges to show at `now`, and the price to strike through when the price was reduced. */
export function propertyBadges(
  property: BadgeInput,
  now: Date,
): { badges: PropertyBadge[]; reducedFrom: number | null } {
  const taken = takenState(property.marquee);
  if (taken) return { badges: [taken], reducedFrom: null };
  const previous = reducedFrom(property, now);
  const badges: PropertyBadge[] = [];
  if (isNewListing(property.createdAt, now)) badges.push('new');
  if (previous !== null) badges.push('reduced');
  return { badges, reducedFrom: previous };
}
