export const REGIONS = ['brussels', 'wallonia', 'flanders', 'luxembourg'] as const;
export type Region = (typeof REGIONS)[number];

export const BELGIUM_COUNTRY_ID = 10;
export const LUXEMBOURG_COUNTRY_ID = 50;

// Upper bounds are inclusive; the first matching row wins.
const BELGIAN_RANGES: readonly { min: number; max: number; region: Region }[] = [
  { min: 1000, max: 1299, region: 'brussels' },
  { min: 1300, max: 1499, region: 'wallonia' },
  { min: 1500, max: 3999, region: 'flanders' },
  { min: 4000, max: 7999, region: 'wallonia' },
  { min: 8000, max: 9999, region: 'flanders' },
];

function fourDigits(zip: string | number | null | undefined): number | null {
  const code = typeof zip === 'string' && /^\d{4}$/.test(zip.trim()) ? Number(zip) : zip;
  return typeof code === 'number' && Number.isInteger(code) && code >= 1000 && code <= 9999 ? code : null;
}

/** Region of a postcode; a missing country is read as Belgium, where the sample data lives. */
export function regionFromPostcode(zip: string | number | null | undefined, countryId?: number | null): Region | null {
  if (countryId === LUXEMBOURG_COUNTRY_ID) {
    // Luxembourg postcodes are often written with the country letter: "L-1234".
    const code = typeof zip === 'string' ? zip.trim().replace(/^L-?/i, '') : zip;
    return fourDigits(code) === null ? null : 'luxembourg';
  }
  if (countryId != null && countryId !== BELGIUM_COUNTRY_ID) return null;
  const code = fourDigits(zip);
  if (code === null) return null;
  return BELGIAN_RANGES.find((range) => code >= range.min && code <= range.max)?.region ?? null;
}
