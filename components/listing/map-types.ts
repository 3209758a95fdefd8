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
