import { PropertyCard } from '@/components/property/property-card';
import type { PropertyCardData } from '@/lib/properties/card';

// Four cards to a row from 1024 px (about 300 px each in the page width), two from 640 px.
const CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw';

export function SimilarPanel({ properties }: { properties: PropertyCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} sizes={CARD_SIZES} />
        </li>
      ))}
    </ul>
  );
}
