import { getFormatter, getTranslations } from 'next-intl/server';
import { energyLabelDisplay } from '@/lib/domain/energy-label';
import { formatAmount } from '@/lib/domain/price';
import { Link } from '@/lib/i18n/navigation';
import type { Facets } from '@/lib/listing/facets';
import type { Feature } from '@/lib/listing/features';
import { listedCity } from '@/lib/listing/listed-city';
import { listingQuery, withoutFilter, type ListingFilters, type RemovableFilter } from '@/lib/listing/listing-params';
import type { Zone } from '@/lib/listing/zones';
import type { Goal } from '@/lib/properties/goal';
import { listingPathname } from '@/lib/properties/goal';

/** The criteria in force, each a link to the same search without it (works without JavaScript). */
export async function ActiveFilters({
  goal,
  filters,
  facets,
}: {
  goal: Goal;
  filters: ListingFilters;
  facets: Facets;
}) {
  const [t, format] = await Promise.all([getTranslations('ListingFilters'), getFormatter()]);
  const pathname = listingPathname(goal);
  const chips: { key: string; label: string; without: RemovableFilter | { region: Zone } | { feature: Feature } }[] =
    [];
  const add = (key: RemovableFilter, label: string) => chips.push({ key, label, without: key });

  if (filters.q) add('q', t('chipQuery', { text: filters.q }));
  if (filters.city) {
    const city = listedCity(filters.city, facets.cities) ?? filters.city;
    add('city', `${city.name} (${city.zip})`);
  }
  if (filters.type !== null) {
    add('type', facets.types.find((type) => type.webId === filters.type)?.name ?? `${t('type')} ${filters.type}`);
  }
  for (const region of filters.regions) {
    chips.push({ key: `region-${region}`, label: t(`zones.${region}`), without: { region } });
  }
  if (filters.priceMin !== null) add('priceMin', t('chipPriceMin', { amount: formatAmount(filters.priceMin) ?? '' }));
  if (filters.priceMax !== null) add('priceMax', t('chipPriceMax', { amount: formatAmount(filters.priceMax) ?? '' }));
  if (filters.bedrooms !== null) add('bedrooms', t('chipBedrooms', { count: filters.bedrooms }));
  if (filters.surfaceMin !== null) add('surfaceMin', t('chipSurface', { surface: filters.surfaceMin }));
  for (const feature of filters.features) {
    chips.push({ key: `feature-${feature}`, label: t(`feature.${feature}`), without: { feature } });
  }
  if (filters.epc) add('epc', t('chipEpc', { label: energyLabelDisplay(filters.epc) }));
  if (filters.available) {
    // The day as the visitor chose it: a calendar day, read in UTC so no time zone shifts it.
    const day = format.dateTime(new Date(`${filters.available}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
    add('available', t('chipAvailable', { date: day }));
  }
  if (filters.ref) add('ref', t('chipRef', { ref: filters.ref }));
  if (chips.length === 0) return null;

  return (
    <section aria-labelledby="active-filters" className="mt-4">
      <h2 id="active-filters" className="sr-only">
        {t('activeFilters')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={{ pathname, query: listingQuery(withoutFilter(filters, chip.without)) }}
              aria-label={t('remove', { label: chip.label })}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 text-sm font-medium text-brand-900 hover:bg-brand-100"
            >
              {chip.label}
              <span aria-hidden="true" className="text-lg leading-none">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
