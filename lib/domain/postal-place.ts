import { LUXEMBOURG_COUNTRY_ID } from '@/lib/domain/region';

/** A Luxembourg postcode is written with its country letter (L-1616); a Belgian one alone. */
export function postcodeText(zip: string, countryId: number): string {
  const code = zip.trim();
  return countryId === LUXEMBOURG_COUNTRY_ID ? `L-${code.replace(/^L-?/i, '')}` : code;
}

/**
 * Postcode and town as a visitor reads them on a card, a property page, a map and in mails:
 * "1180 Uccle" in Belgium, where the agency works and the country goes without saying;
 * "L-1616 Luxembourg, Luxembourg" (the country named in the reader's language, `locale`: "fr")
 * elsewhere.
 */
export function placeText(place: { zip: string; town: string; countryId: number }, locale: string): string {
  const line = [postcodeText(place.zip, place.countryId), place.town].filter(Boolean).join(' ');
  if (place.countryId !== LUXEMBOURG_COUNTRY_ID) return line;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of('LU');
  return `${line}, ${country}`;
}
