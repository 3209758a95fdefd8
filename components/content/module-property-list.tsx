import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import { ITEMS_PER_ROW_CLASSES } from '@/components/content/item-grid';
import { PropertyCard } from '@/components/property/property-card';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { GOAL, listingPathname } from '@/lib/properties/goal';
import { newArrivals } from '@/lib/listing/queries';
import type { PropertyListSource } from '@/lib/site/module-settings';

/** A module's relation "property-list": the newest properties of the list, maxItems of them. */
export async function ModulePropertyList({
  source,
  locale,
  max,
  perRow,
}: {
  source: PropertyListSource;
  locale: Locale;
  max: number;
  perRow: 1 | 2 | 3 | 4;
}) {
  const goal = source === 'sale' ? GOAL.sale : source === 'rent' ? GOAL.rent : undefined;
  const [properties, t] = await Promise.all([newArrivals(locale, max, goal), getTranslations('ModuleSection')]);
  if (properties.length === 0) return null;
  return (
    <>
      <ul className={clsx('mt-4 grid gap-6', ITEMS_PER_ROW_CLASSES[perRow])}>
        {properties.map((property) => (
          <li key={property.id}>
            <PropertyCard property={property} />
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link href={listingPathname(goal ?? GOAL.sale)} className="text-link">
          {goal === GOAL.rent ? t('allForRent') : t('allForSale')}
        </Link>
      </p>
    </>
  );
}
