import { takenState } from '@/lib/properties/marquee';

export type PriceListUnit = {
  typeName: string;
  bedrooms: number | null;
  surface: number | null;
  /** Null when the agency does not publish the unit's price. */
  price: number | null;
  marquee: number;
};

export type PriceListRow = {
  typeName: string;
  bedrooms: number | null;
  available: number;
  total: number;
  surfaceMin: number | null;
  surfaceMax: number | null;
  /** Lowest published price among the units still available; null when none is published. */
  priceFrom: number | null;
};

// Sold (3) and rented (4) units stay in the table but no longer count as available.
const taken = (unit: PriceListUnit) => takenState(unit.marquee) !== null;
const positive = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;

/** The project's price list: one row per type and bedroom count, cheapest first. */
export function priceList(units: readonly PriceListUnit[]): PriceListRow[] {
  const groups = new Map<string, PriceListUnit[]>();
  for (const unit of units) {
    const key = `${unit.typeName}\u0000${unit.bedrooms ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  const rows = [...groups.values()].map((group): PriceListRow => {
    const open = group.filter((unit) => !taken(unit));
    const surfaces = group.map((unit) => unit.surface).filter(positive);
    const prices = open.map((unit) => unit.price).filter(positive);
    return {
      typeName: group[0]!.typeName,
      bedrooms: group[0]!.bedrooms,
      available: open.length,
      total: group.length,
      surfaceMin: surfaces.length > 0 ? Math.min(...surfaces) : null,
      surfaceMax: surfaces.length > 0 ? Math.max(...surfaces) : null,
      priceFrom: prices.length > 0 ? Math.min(...prices) : null,
    };
  });
  return rows.sort(
    (a, b) =>
      a.typeName.localeCompare(b.typeName) ||
      (a.bedrooms ?? -1) - (b.bedrooms ?? -1) ||
      (a.priceFrom ?? Infinity) - (b.priceFrom ?? Infinity),
  );
}
