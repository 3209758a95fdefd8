import { BELGIUM_COUNTRY_ID, LUXEMBOURG_COUNTRY_ID } from '@/lib/domain/region';

// Belgian provinces by postcode (bpost's ranges); together they give the regions of
// docs/domain-rules.md (postcodes, regions and provinces):
// Brussels 1000–1299, Wallonia 1300–1499 and 4000–7999, Flanders 1500–3999 and 8000–9999.
const PROVINCE_RANGES = [
  { zone: 'walloon-brabant', region: 'wallonia', min: 1300, max: 1499 },
  { zone: 'flemish-brabant', region: 'flanders', min: 1500, max: 1999 },
  { zone: 'antwerp', region: 'flanders', min: 2000, max: 2999 },
  { zone: 'flemish-brabant', region: 'flanders', min: 3000, max: 3499 },
  { zone: 'limburg', region: 'flanders', min: 3500, max: 3999 },
  { zone: 'liege', region: 'wallonia', min: 4000, max: 4999 },
  { zone: 'namur', region: 'wallonia', min: 5000, max: 5999 },
  { zone: 'hainaut', region: 'wallonia', min: 6000, max: 6599 },
  { zone: 'luxembourg-province', region: 'wallonia', min: 6600, max: 6999 },
  { zone: 'hainaut', region: 'wallonia', min: 7000, max: 7999 },
  { zone: 'west-flanders', region: 'flanders', min: 8000, max: 8999 },
  { zone: 'east-flanders', region: 'flanders', min: 9000, max: 9999 },
] as const;

export const REGION_ZONES = ['brussels', 'flanders', 'wallonia', 'luxembourg'] as const;
export type RegionZone = (typeof REGION_ZONES)[number];
export type ProvinceZone = (typeof PROVINCE_RANGES)[number]['zone'];
export type Zone = RegionZone | ProvinceZone;

/** Provinces under their region, in the order the filter form lists them. */
export const PROVINCES_BY_REGION: Record<RegionZone, readonly ProvinceZone[]> = {
  brussels: [],
  flanders: ['antwerp', 'east-flanders', 'flemish-brabant', 'limburg', 'west-flanders'],
  wallonia: ['hainaut', 'liege', 'luxembourg-province', 'namur', 'walloon-brabant'],
  luxembourg: [],
};

export const ZONES: readonly Zone[] = REGION_ZONES.flatMap((region) => [region, ...PROVINCES_BY_REGION[region]]);

export function isZone(value: string): value is Zone {
  return (ZONES as readonly string[]).includes(value);
}

/** The region and, in Belgium outside Brussels, the province of a town; null when unknown. */
export function zonesOfPostcode(
  zip: string,
  countryId: number,
): { region: RegionZone; province: ProvinceZone | null } | null {
  const digits = zip.trim().replace(/^L-?/i, '');
  if (!/^\d{4}$/.test(digits)) return null;
  if (countryId === LUXEMBOURG_COUNTRY_ID) return { region: 'luxembourg', province: null };
  if (countryId !== BELGIUM_COUNTRY_ID) return null;
  const code = Number(digits);
  if (code >= 1000 && code <= 1299) return { region: 'brussels', province: null };
  const range = PROVINCE_RANGES.find((candidate) => code >= candidate.min && code <= candidate.max);
  return range ? { region: range.region, province: range.zone } : null;
}

/** Whether a town lies in any of the zones (a region includes its provinces). */
export function inZones(zip: string, countryId: number, zones: readonly Zone[]): boolean {
  const place = zonesOfPostcode(zip, countryId);
  if (!place) return false;
  return zones.some((zone) => zone === place.region || zone === place.province);
}
