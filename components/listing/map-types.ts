import type { MapArea } from '@/lib/listing/map-area';

/** One property as the listing map shows it (built on the server, so hidden data never ships). */
export type MapItem = {
  id: number;
  title: string;
  price: string;
  /** Postcode and town, with the country outside Belgium ("L-1616 Luxembourg, Luxembourg"). */
  place: string;
  href: string;
  /** "Approximate location: Uccle" when the marker stands on the town, not on the property. */
  note: string | null;
};

export type MapMarker = { lat: number; lng: number; approximate: boolean; label: string; items: MapItem[] };

/** What "Search in this area" needs, from the server: the listing's search without its towns or area. */
export type AreaSearch = {
  pathname: '/for-sale' | '/for-rent';
  /** The canonical query of the same search, without towns, area or page. */
  query: Record<string, string | string[]>;
  /** The codec's order of the query's keys (lib/listing/listing-params.ts, FILTER_KEYS). */
  keyOrder: readonly string[];
  /** The area searched now, which the map shows. */
  area: MapArea | null;
  searchLabel: string;
  zoomInLabel: string;
};
