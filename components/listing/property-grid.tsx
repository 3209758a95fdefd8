import clsx from 'clsx';
import { DEFAULT_CARD_SIZES } from '@/components/property/card-picture';
import { PropertyCard } from '@/components/property/property-card';
import type { PropertyCardData } from '@/lib/properties/card';

// Columns per row (a module's numberItemOfRow) and the picture width each layout needs, so the
// browser picks the 400, 600 or 1360 px rendition that fits (docs/domain-rules.md, image renditions).
const LAYOUTS: Record<number, { grid: string; sizes: string }> = {
  1: { grid: '', sizes: '(min-width: 1280px) 1232px, 100vw' },
  2: { grid: 'sm:grid-cols-2', sizes: '(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw' },
  3: { grid: 'sm:grid-cols-2 lg:grid-cols-3', sizes: DEFAULT_CARD_SIZES },
  4: {
    grid: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
    sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  },
};

/** Property cards in rows of `perRow`; the first row's pictures load first. */
export function PropertyGrid({ items, perRow }: { items: PropertyCardData[]; perRow: number }) {
  const layout = LAYOUTS[perRow] ?? LAYOUTS[3]!;
  return (
    <ul className={clsx('grid gap-6', layout.grid)}>
      {items.map((property, index) => (
        <li key={property.id}>
          <PropertyCard property={property} priority={index < Math.min(perRow, 3)} sizes={layout.sizes} />
        </li>
      ))}
    </ul>
  );
}
