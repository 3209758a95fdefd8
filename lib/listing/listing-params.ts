import { isEnergyLetter, type EnergyLetter } from '@/lib/domain/energy-label';
import { normalizeReference } from '@/lib/domain/reference';
import { slugify } from '@/lib/domain/slug';
import { cityParam, compareCities, MAX_CITIES, type CityFilter } from '@/lib/listing/city-param';
import { FEATURES, isFeature, type Feature } from '@/lib/listing/features';
import { areaParam, parseMapArea, type MapArea } from '@/lib/listing/map-area';
import { isRecentChange, RECENT_CHANGES, type RecentChange } from '@/lib/listing/recent-changes';
import { ZONES, isZone, type Zone } from '@/lib/listing/zones';

// The listing's query string is its state: every result set has a shareable, crawlable URL. This
// module is its one codec: it reads the query (parseListingFilters, and what a visitor typed that
// could not be read) and writes it (listingQuery). The original site's formats:
// `city={cityName}|{zip}` (repeated for several towns) and `type={WebID}` (docs/url-map.md,
// listing query parameters).

export const SORTS = ['newest', 'price-asc', 'price-desc', 'price-m2-asc'] as const;
export type ListingSort = (typeof SORTS)[number];
export const VIEWS = ['list', 'map'] as const;
export type ListingView = (typeof VIEWS)[number];

export type ListingFilters = {
  /** Free text from the quick search box: town, postcode, type, reference or title words. */
  q: string | null;
  /** Towns, any of which the property is in: at most MAX_CITIES, in canonical order (compareCities). */
  cities: CityFilter[];
  /** The box of the map searched ("Search in this area"); it replaces the towns while set. */
  area: MapArea | null;
  /** A property type's WebID. */
  type: number | null;
  regions: Zone[];
  priceMin: number | null;
  priceMax: number | null;
  bedrooms: number | null;
  surfaceMin: number | null;
  /** Garden, terrace, garage or parking: the property has each one asked. */
  features: Feature[];
  /** New on the market, price reduced: the property is each one asked. */
  recent: RecentChange[];
  /** An energy label of this letter or better, on the property's own regional scale. */
  epc: EnergyLetter | null;
  /** A day, "2026-12-01": the property is free on it (its availability date is that day or before). */
  available: string | null;
  /** A reference (RecordFile), normalized: "V-2321". */
  ref: string | null;
  sort: ListingSort;
  view: ListingView;
  page: number;
};

/** A parameter that could not be read; it is ignored and the visitor is told which one. */
export type FilterIssue =
  | 'city'
  | 'cityCount'
  | 'area'
  | 'type'
  | 'region'
  | 'priceMin'
  | 'priceMax'
  | 'priceRange'
  | 'bedrooms'
  | 'surfaceMin'
  | 'feature'
  | 'recent'
  | 'epc'
  | 'available'
  | 'ref'
  | 'sort'
  | 'view'
  | 'page';

/** Every query parameter the listing reads. */
export const FILTER_KEYS = [
  'q',
  'city',
  'area',
  'type',
  'region',
  'priceMin',
  'priceMax',
  'bedrooms',
  'surfaceMin',
  'feature',
  'recent',
  'epc',
  'available',
  'ref',
  'sort',
  'view',
  'page',
] as const;

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

export const DEFAULT_FILTERS: ListingFilters = {
  q: null,
  cities: [],
  area: null,
  type: null,
  regions: [],
  priceMin: null,
  priceMax: null,
  bedrooms: null,
  surfaceMin: null,
  features: [],
  recent: [],
  epc: null,
  available: null,
  ref: null,
  sort: 'newest',
  view: 'list',
  page: 1,
};

const Q_MAX_LENGTH = 100;
const CITY = /^(.{1,100})\|\s*(?:L-?)?(\d{4})$/i;
const REFERENCE = /^(?:[VL]-?)?\d{1,10}[A-Z]?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const BOUNDS = {
  type: 999_999,
  price: 999_999_999,
  bedrooms: 50,
  surfaceMin: 1_000_000,
  page: 100_000,
  firstYear: 2000,
  lastYear: 2100,
} as const;

/** Every value of a parameter, as sent. */
function values(input: SearchParamsInput, key: string): string[] {
  return input instanceof URLSearchParams ? input.getAll(key) : [input[key] ?? []].flat();
}

/** Non-blank values of a parameter, trimmed: an empty form field means "no filter". */
function valuesOf(input: SearchParamsInput, key: string): string[] {
  return values(input, key)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** A whole number in [0, max] written with digits only (spaces tolerated: "250 000"). */
function wholeNumber(text: string, max: number): number | null {
  const digits = text.replace(/[\s\u00A0\u202F]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  const value = Number(digits);
  return value <= max ? value : null;
}

/** A calendar day written as a date field sends it ("2026-12-01"), within the years a listing may name. */
function calendarDay(text: string): string | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < BOUNDS.firstYear || year > BOUNDS.lastYear) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : null;
}

/** Every value of a list parameter, repeated or comma-separated ("region=a&region=b", "region=a,b"). */
function listValues(input: SearchParamsInput, key: string): string[] {
  return valuesOf(input, key).flatMap((value) => value.split(',').map((item) => item.trim()));
}

/** The towns of the `city` values: each once, the first MAX_CITIES, in canonical order. */
function readCities(sent: readonly string[]): { cities: CityFilter[]; issues: FilterIssue[] } {
  const towns = new Map<string, CityFilter>();
  let unreadable = false;
  for (const value of sent) {
    const match = CITY.exec(value);
    const name = match?.[1]?.trim();
    if (!match || !name) {
      unreadable = true;
      continue;
    }
    // Other capitals or accents name the same town: the query compares slugs (listing-query.ts).
    const key = `${match[2]}|${slugify(name)}`;
    if (!towns.has(key)) towns.set(key, { name, zip: match[2] ?? '' });
  }
  const cities = [...towns.values()];
  const issues: FilterIssue[] = [];
  if (unreadable) issues.push('city');
  if (cities.length > MAX_CITIES) issues.push('cityCount');
  return { cities: cities.slice(0, MAX_CITIES).sort(compareCities), issues };
}

export function parseListingFilters(input: SearchParamsInput): { filters: ListingFilters; issues: FilterIssue[] } {
  const issues: FilterIssue[] = [];
  const first = (key: string) => valuesOf(input, key)[0];
  const filters: ListingFilters = { ...DEFAULT_FILTERS, regions: [] };

  const q = first('q');
  if (q) filters.q = q.replace(/\s+/g, ' ').slice(0, Q_MAX_LENGTH).trim() || null;

  const area = first('area');
  if (area !== undefined) {
    filters.area = parseMapArea(area);
    if (filters.area === null) issues.push('area');
  }
  // A map area replaces the towns: the visitor searched the map instead.
  if (filters.area === null) {
    const towns = readCities(valuesOf(input, 'city'));
    filters.cities = towns.cities;
    issues.push(...towns.issues);
  }

  const type = first('type');
  if (type !== undefined) {
    const webId = wholeNumber(type, BOUNDS.type);
    if (webId) filters.type = webId;
    else issues.push('type');
  }

  const regions = listValues(input, 'region');
  if (regions.some((region) => !isZone(region))) issues.push('region');
  // Canonical order, no duplicates: one URL per selection.
  filters.regions = ZONES.filter((zone) => regions.includes(zone));

  const features = listValues(input, 'feature');
  if (features.some((feature) => !isFeature(feature))) issues.push('feature');
  filters.features = FEATURES.filter((feature) => features.includes(feature));

  const recent = listValues(input, 'recent');
  if (recent.some((change) => !isRecentChange(change))) issues.push('recent');
  filters.recent = RECENT_CHANGES.filter((change) => recent.includes(change));

  // Zero as a lower bound is no bound at all.
  const readNumber = (key: 'priceMin' | 'priceMax' | 'bedrooms' | 'surfaceMin', max: number, zeroIsNone: boolean) => {
    const text = first(key);
    if (text === undefined) return null;
    const value = wholeNumber(text, max);
    if (value === null) issues.push(key);
    return value === 0 && zeroIsNone ? null : value;
  };
  filters.priceMin = readNumber('priceMin', BOUNDS.price, true);
  filters.priceMax = readNumber('priceMax', BOUNDS.price, false);
  filters.bedrooms = readNumber('bedrooms', BOUNDS.bedrooms, true);
  filters.surfaceMin = readNumber('surfaceMin', BOUNDS.surfaceMin, true);
  if (filters.priceMin !== null && filters.priceMax !== null && filters.priceMin > filters.priceMax) {
    issues.push('priceRange');
    filters.priceMin = null;
    filters.priceMax = null;
  }

  const epc = first('epc')?.toLowerCase();
  if (epc !== undefined) {
    if (isEnergyLetter(epc)) filters.epc = epc;
    else issues.push('epc');
  }

  const available = first('available');
  if (available !== undefined) {
    filters.available = calendarDay(available);
    if (filters.available === null) issues.push('available');
  }

  const ref = first('ref');
  if (ref !== undefined) {
    const normalized = normalizeReference(ref);
    if (REFERENCE.test(normalized)) filters.ref = normalized.replace(/^([VL])(?=\d)/, '$1-');
    else issues.push('ref');
  }

  const sort = first('sort');
  if (sort !== undefined) {
    if ((SORTS as readonly string[]).includes(sort)) filters.sort = sort as ListingSort;
    else issues.push('sort');
  }

  const view = first('view');
  if (view !== undefined) {
    if ((VIEWS as readonly string[]).includes(view)) filters.view = view as ListingView;
    else issues.push('view');
  }

  const page = first('page');
  if (page !== undefined) {
    const value = wholeNumber(page, BOUNDS.page);
    if (value && value >= 1) filters.page = value;
    else issues.push('page');
  }

  return { filters, issues };
}

/**
 * The canonical query of a result set, as an object for links (`href={{ pathname, query }}`):
 * fixed key order, defaults left out, so one selection has exactly one URL.
 */
export function listingQuery(filters: ListingFilters): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (filters.q) query.q = filters.q;
  if (filters.area) query.area = areaParam(filters.area);
  else if (filters.cities.length > 0) query.city = filters.cities.map(cityParam);
  if (filters.type !== null) query.type = String(filters.type);
  if (filters.regions.length > 0) query.region = [...filters.regions];
  if (filters.priceMin !== null) query.priceMin = String(filters.priceMin);
  if (filters.priceMax !== null) query.priceMax = String(filters.priceMax);
  if (filters.bedrooms !== null) query.bedrooms = String(filters.bedrooms);
  if (filters.surfaceMin !== null) query.surfaceMin = String(filters.surfaceMin);
  if (filters.features.length > 0) query.feature = [...filters.features];
  if (filters.recent.length > 0) query.recent = [...filters.recent];
  if (filters.epc) query.epc = filters.epc;
  if (filters.available) query.available = filters.available;
  if (filters.ref) query.ref = filters.ref;
  if (filters.sort !== DEFAULT_FILTERS.sort) query.sort = filters.sort;
  if (filters.view !== DEFAULT_FILTERS.view) query.view = filters.view;
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

export function serializeListingFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(listingQuery(filters))) {
    for (const item of [value].flat()) params.append(key, item);
  }
  return params;
}

/**
 * Whether a query is the one spelling the codec writes for what it reads: every value readable,
 * normalized and in canonical order (towns, regions and features included). The page cache keeps
 * only such listing URLs (lib/page-cache/shared-pages.ts), so one result set is one entry.
 */
export function isCanonicalListingQuery(query: URLSearchParams): boolean {
  return serializeListingFilters(parseListingFilters(query).filters).toString() === query.toString();
}

/** Keys a visitor can remove one by one (the "active filters" list). */
export type RemovableFilter =
  'q' | 'area' | 'type' | 'priceMin' | 'priceMax' | 'bedrooms' | 'surfaceMin' | 'epc' | 'available' | 'ref';

/** The same search without one criterion (or one town, region, feature or recent change), back on its first page. */
export function withoutFilter(
  filters: ListingFilters,
  key: RemovableFilter | { city: CityFilter } | { region: Zone } | { feature: Feature } | { recent: RecentChange },
): ListingFilters {
  if (typeof key === 'object' && 'city' in key) {
    return { ...filters, cities: filters.cities.filter((city) => cityParam(city) !== cityParam(key.city)), page: 1 };
  }
  if (typeof key === 'object' && 'region' in key) {
    return { ...filters, regions: filters.regions.filter((zone) => zone !== key.region), page: 1 };
  }
  if (typeof key === 'object' && 'recent' in key) {
    return { ...filters, recent: filters.recent.filter((change) => change !== key.recent), page: 1 };
  }
  if (typeof key === 'object') {
    return { ...filters, features: filters.features.filter((feature) => feature !== key.feature), page: 1 };
  }
  return { ...filters, [key]: null, page: 1 };
}

/** How many criteria narrow the result set, each town, region, feature and recent change one (sorting, view and page do not narrow it). */
export function criteriaCount(filters: ListingFilters): number {
  const { sort: _sort, view: _view, page: _page, cities, regions, features, recent, ...criteria } = filters;
  return (
    cities.length +
    regions.length +
    features.length +
    recent.length +
    Object.values(criteria).filter((value) => value !== null).length
  );
}

/** Whether the result set is narrowed at all. */
export function hasCriteria(filters: ListingFilters): boolean {
  return criteriaCount(filters) > 0;
}

/** Listing parameters sent with no value at all (blank fields of a form sent without JavaScript). */
export function blankFilterParams(input: SearchParamsInput): string[] {
  return FILTER_KEYS.filter((key) => {
    const sent = values(input, key);
    return sent.length > 0 && sent.every((value) => value.trim() === '');
  });
}

// Typed fields show what the visitor typed when it could not be read, so it can be corrected.
const TYPED: Partial<Record<FilterIssue, FilterIssue[]>> = {
  priceMin: ['priceMin', 'priceRange'],
  priceMax: ['priceMax', 'priceRange'],
  surfaceMin: ['surfaceMin'],
  ref: ['ref'],
};

export function rawValues(
  input: SearchParamsInput,
  issues: readonly FilterIssue[],
): Partial<Record<FilterIssue, string>> {
  const raw: Partial<Record<FilterIssue, string>> = {};
  for (const [field, causes] of Object.entries(TYPED) as [FilterIssue, FilterIssue[]][]) {
    const value = values(input, field).find((item) => item.trim() !== '');
    if (value !== undefined && causes.some((cause) => issues.includes(cause))) raw[field] = value.slice(0, 40);
  }
  return raw;
}
