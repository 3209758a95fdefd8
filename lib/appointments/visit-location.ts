import { placeText } from '@/lib/domain/postal-place';
import type { Locale } from '@/lib/i18n/locales';

// Where the visit takes place, as the confirmation and its calendar file say it. The street is
// given only when the agency publishes the address (PublishAddress: docs/domain-rules.md).
export function visitLocation(
  place: {
    publishAddress: boolean;
    street: string | null;
    houseNumber: string | null;
    zip: string;
    town: string;
    countryId: number;
  },
  locale: Locale,
): string {
  const street = place.publishAddress ? [place.street, place.houseNumber].filter(Boolean).join(' ') : '';
  return [street, placeText(place, locale)].filter(Boolean).join(', ');
}
