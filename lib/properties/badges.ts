import { isNewListing } from '@/lib/domain/new-listing';
import { reducedFrom, type PriceReduction } from '@/lib/domain/price-reduction';
import { takenState, type TakenState } from '@/lib/properties/marquee';

// The badges of a property's card and page header (docs/domain-rules.md, under option, new
// listings and price reductions). A sold or rented property wears that alone: it is no longer on
// offer, so neither new, cheaper nor under option. A property under option is still on offer (an
// option can fall through), so it may also be new or cheaper; "under option" comes first, as it
// matters most to a buyer.
export type PropertyBadge = TakenState | 'option' | 'new' | 'reduced';

export type BadgeInput = PriceReduction & {
  marquee: number;
  underOption: boolean;
  createdAt: Date;
  price: number | null;
};

/** The badges to show at `now`, and the price to strike through when the price was reduced. */
export function propertyBadges(
  property: BadgeInput,
  now: Date,
): { badges: PropertyBadge[]; reducedFrom: number | null } {
  const taken = takenState(property.marquee);
  if (taken) return { badges: [taken], reducedFrom: null };
  const previous = reducedFrom(property, now);
  const badges: PropertyBadge[] = [];
  if (property.underOption) badges.push('option');
  if (isNewListing(property.createdAt, now)) badges.push('new');
  if (previous !== null) badges.push('reduced');
  return { badges, reducedFrom: previous };
}
