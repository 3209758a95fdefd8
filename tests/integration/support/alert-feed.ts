// The partial feeds the search-alert tests import: each property sent in the four languages, with
// the house and flat types and the towns it may stand in.
import type { Feed } from '@/lib/import/feed-schema';

const LANGUAGES = ['fr', 'nl', 'en', 'de'];
export const HOUSE = 1;
export const FLAT = 2;

export type FeedTown = { Name: string; Zip: string; CountryID?: number };

/**
 * A property as a test names it: a house for sale in the feed's first town, its price of € 300.000
 * published, with three bedrooms, unless said. Its living surface and marquee are sent when given.
 */
export type PropertyDraft<Town extends string> = {
  id: number;
  goal?: number;
  type?: number;
  town?: Town;
  price?: number;
  publishPrice?: boolean;
  bedrooms?: number;
  surface?: number;
  marquee?: number;
};

function feedRecord<Town extends string>(towns: Record<Town, FeedTown>, draft: PropertyDraft<Town>) {
  const { id, goal = 0, type = HOUSE, price = 300_000, publishPrice = true, bedrooms = 3, surface, marquee } = draft;
  const place = towns[draft.town ?? (Object.keys(towns)[0] as Town)];
  return {
    ID: id,
    Goal: goal,
    City: place.Name,
    Zip: place.Zip,
    CountryID: place.CountryID ?? 10,
    WebID: type,
    RecordFile: `V-${id}`,
    Title: `Bien ${id}`,
    Price: price,
    PublishPrice: publishPrice,
    Bedrooms: bedrooms,
    ...(surface !== undefined && { SurfaceLiving: surface }),
    ...(marquee !== undefined && { Marquee: marquee }),
  };
}

/** A partial feed of `drafts` (one record each, sent in every language) in `towns`. */
export function alertFeed<Town extends string>(towns: Record<Town, FeedTown>, drafts: PropertyDraft<Town>[]): Feed {
  return {
    full: false,
    webIDs: LANGUAGES.flatMap((language) => [
      { ID: 11, WebID: HOUSE, Name: language === 'nl' ? 'Huis' : 'Maison', language },
      { ID: 12, WebID: FLAT, Name: 'Appartement', language },
    ]),
    citys: LANGUAGES.flatMap((language) => Object.values<FeedTown>(towns).map((town) => ({ ...town, language }))),
    properties: drafts.flatMap((draft) => LANGUAGES.map((language) => ({ ...feedRecord(towns, draft), language }))),
  } as Feed;
}
