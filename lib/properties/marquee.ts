// The CRM's marquee (docs/domain-rules.md, marquee: sold and rented). A sold or rented property
// stays online with a badge and a banner, but it is no longer on offer: no alert announces it,
// it is never "similar", and a rented one takes no more applications.
import { AVAILABLE } from '@/lib/properties/status';

export const SOLD_MARQUEE = 3;
export const RENTED_MARQUEE = 4;
export const TAKEN_MARQUEES = [SOLD_MARQUEE, RENTED_MARQUEE];

/** The properties still on offer, as a query's condition: in the feed, and neither sold nor rented. */
export const ON_OFFER_WHERE = { status: AVAILABLE, marquee: { notIn: TAKEN_MARQUEES } };

export type TakenState = 'sold' | 'rented';

/** 'sold', 'rented', or null for a property (or a project's unit) still on offer. */
export function takenState(marquee: number | null): TakenState | null {
  if (marquee === SOLD_MARQUEE) return 'sold';
  if (marquee === RENTED_MARQUEE) return 'rented';
  return null;
}
