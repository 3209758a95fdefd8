// What the price per m² sort ranks by (docs/url-map.md, listing query parameters). The import
// stores it on the property with the price, so the sort reads an index; the migration that added
// the column spells the same rule in SQL for the rows it found.

export type PricePerM2Input = { price: number | null; surfaceLiving: number | null; publishPrice: boolean };

/** The published price divided by the living area; null without both, or when the price is hidden. */
export function pricePerM2({ price, surfaceLiving, publishPrice }: PricePerM2Input): number | null {
  // A hidden price is never ranked: its place in the list would give it away. A zero price means
  // "not filled in" (docs/domain-rules.md, prices).
  if (!publishPrice || price === null || !(price > 0) || surfaceLiving === null || !(surfaceLiving > 0)) return null;
  return price / surfaceLiving;
}
