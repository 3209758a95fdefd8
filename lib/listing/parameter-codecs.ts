import { normalizeReference } from '@/lib/domain/reference';
import { slugify } from '@/lib/domain/slug';
import { cityParam, compareCities, MAX_CITIES, type CityFilter } from '@/lib/listing/city-param';
import { UNREADABLE, type Codec } from '@/lib/listing/filter-declaration';
import { areaParam, parseMapArea, type MapArea } from '@/lib/listing/map-area';

// How the listing's parameters are read and written (docs/url-map.md, listing query parameters).
// A parameter holding one value reads the first one sent; a list reads them all, repeated or
// comma-separated, and writes them once each in its own order, so one selection has one URL.

const UNREADABLE_ONLY = [UNREADABLE] as const;
const unreadable = <Value>(value: Value) => ({ value, issues: UNREADABLE_ONLY });

/** Free text: spaces collapsed, cut to `maxLength`; never unreadable. */
export function freeText(maxLength: number): Codec<string | null, never> {
  return {
    empty: null,
    issues: [],
    read: ([text]) => ({ value: text.replace(/\s+/g, ' ').slice(0, maxLength).trim() || null }),
    write: (text) => text,
  };
}

/** A whole number written with digits only (spaces tolerated: "250 000"), or null. */
function digitsValue(text: string): number | null {
  const digits = text.replace(/[\s\u00A0\u202F]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

type Bounds = { min?: number; max: number };

/** A whole number in [min, max] (min 0 unless told). With `zeroIsNone`, 0 is no bound at all: no value. */
export function wholeNumber(options: Bounds & { zeroIsNone?: boolean }): Codec<number | null>;
/** A whole number in [min, max] that is `empty` unless the parameter gives another. */
export function wholeNumber(options: Bounds & { empty: number }): Codec<number>;
export function wholeNumber({
  min = 0,
  max,
  zeroIsNone = false,
  empty = null,
}: Bounds & { zeroIsNone?: boolean; empty?: number | null }): Codec<number | null> {
  return {
    empty,
    issues: UNREADABLE_ONLY,
    read: ([text]) => {
      const value = digitsValue(text);
      if (value === null || value < min || value > max) return unreadable(empty);
      return { value: value === 0 && zeroIsNone ? null : value };
    },
    write: String,
  };
}

/** One of `choices`, which is `empty` unless the parameter names another. */
export function oneOf<const Choice extends string>(
  choices: readonly Choice[],
  options: { empty: NoInfer<Choice> },
): Codec<Choice>;
/** One of `choices` or none; with `caseless`, read in any case and written in the choices' own. */
export function oneOf<const Choice extends string>(
  choices: readonly Choice[],
  options?: { caseless?: boolean },
): Codec<Choice | null>;
export function oneOf<Choice extends string>(
  choices: readonly Choice[],
  { empty = null, caseless = false }: { empty?: Choice | null; caseless?: boolean } = {},
): Codec<Choice | null> {
  const isChoice = (text: string): text is Choice => (choices as readonly string[]).includes(text);
  return {
    empty,
    issues: UNREADABLE_ONLY,
    read: ([first]) => {
      const text = caseless ? first.toLowerCase() : first;
      return isChoice(text) ? { value: text } : unreadable(empty);
    },
    write: (choice) => choice,
  };
}

/** Any of `choices`, repeated or comma-separated ("region=a&region=b", "region=a,b"); what is not one is reported and left out. */
export function listOf<Choice extends string>(choices: readonly Choice[]): Codec<Choice[]> {
  return {
    empty: [],
    issues: UNREADABLE_ONLY,
    read: (sent) => {
      const items = sent.flatMap((value) => value.split(',').map((item) => item.trim()));
      const value = choices.filter((choice) => items.includes(choice));
      const known = (item: string) => (choices as readonly string[]).includes(item);
      return items.every(known) ? { value } : { value, issues: UNREADABLE_ONLY };
    },
    write: (value) => [...value],
  };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as a date field sends it ("2026-12-01"), from `firstYear` to `lastYear`. */
export function calendarDay(firstYear: number, lastYear: number): Codec<string | null> {
  return {
    empty: null,
    issues: UNREADABLE_ONLY,
    read: ([text]) => {
      const match = DAY.exec(text);
      if (!match) return unreadable(null);
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
      return exists && year >= firstYear && year <= lastYear ? { value: text } : unreadable(null);
    },
    write: (day) => day,
  };
}

const REFERENCE = /^(?:[VL]-?)?\d{1,10}[A-Z]?$/;

/** A reference (RecordFile) in any case and spacing, written "V-2321"; the number alone is kept as is. */
export const reference: Codec<string | null> = {
  empty: null,
  issues: UNREADABLE_ONLY,
  read: ([text]) => {
    const normalized = normalizeReference(text);
    return REFERENCE.test(normalized) ? { value: normalized.replace(/^([VL])(?=\d)/, '$1-') } : unreadable(null);
  },
  write: (ref) => ref,
};

/** The map area "south,west,north,east" (lib/listing/map-area.ts). */
export const mapArea: Codec<MapArea | null> = {
  empty: null,
  issues: UNREADABLE_ONLY,
  read: ([text]) => {
    const area = parseMapArea(text);
    return area ? { value: area } : unreadable(null);
  },
  write: areaParam,
};

const CITY = /^(.{1,100})\|\s*(?:L-?)?(\d{4})$/i;

/**
 * Towns, `{cityName}|{zip}` each, as the original site wrote them: once each, the first
 * MAX_CITIES sent (more are reported as `cityCount`), in canonical order (compareCities).
 */
export const townList: Codec<CityFilter[], typeof UNREADABLE | 'cityCount'> = {
  empty: [],
  issues: [UNREADABLE, 'cityCount'],
  read: (sent) => {
    const named = new Map<string, CityFilter>();
    let unreadableTown = false;
    for (const value of sent) {
      const match = CITY.exec(value);
      const name = match?.[1]?.trim();
      if (!match || !name) {
        unreadableTown = true;
        continue;
      }
      // Other capitals or accents name the same town: the query compares slugs (listing-query.ts).
      const key = `${match[2]}|${slugify(name)}`;
      if (!named.has(key)) named.set(key, { name, zip: match[2] ?? '' });
    }
    const cities = [...named.values()];
    const issues: (typeof UNREADABLE | 'cityCount')[] = [];
    if (unreadableTown) issues.push(UNREADABLE);
    if (cities.length > MAX_CITIES) issues.push('cityCount');
    return { value: cities.slice(0, MAX_CITIES).sort(compareCities), issues };
  },
  write: (cities) => cities.map(cityParam),
};
