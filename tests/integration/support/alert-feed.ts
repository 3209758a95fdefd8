// The partial feeds the search-alert tests import: each property sent in the four languages, with
// the house and flat types and the towns it may stand in.
import type { Feed } from '@/lib/import/feed-schema';

const LANGUAGES = ['fr', 'nl', 'en', 'de'];
export const HOUSE = 1;
export const FLAT = 2;

export type FeedTown = { Name: string; Zip: string; CountryID?: number };

/** A partial feed of `properties` (one record each, sent in every language) in `towns`. */
export function alertFeed(towns: Record<string, FeedTown>, properties: Record<string, unknown>[]): Feed {
  return {
    full: false,
    webIDs: LANGUAGES.flatMap((language) => [
      { ID: 11, WebID: HOUSE, Name: language === 'nl' ? 'Huis' : 'Maison', language },
      { ID: 12, WebID: FLAT, Name: 'Appartement', language },
    ]),
    citys: LANGUAGES.flatMap((language) => Object.values(towns).map((town) => ({ ...town, language }))),
    properties: properties.flatMap((record) => LANGUAGES.map((language) => ({ ...record, language }))),
  } as Feed;
}
