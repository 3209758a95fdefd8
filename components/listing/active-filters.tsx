import { getLocale, getTranslations } from 'next-intl/server';
import { energyLabelDisplay } from '@/lib/domain/energy-label';
import { formatAmount } from '@/lib/domain/price';
import { formatDate } from '@/lib/i18n/dates';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { cityParam } from '@/lib/listing/city-param';
import type { Facets } from '@/lib/listing/facets';
import { listedCity } from '@/lib/listing/listed-city';
import { listingQuery, withoutFilter, type ListingFilters, type RemovableFilter } from '@/lib/listing/listing-params';
import type { Goal } from '@/lib/properties/goal';
import { listingPathname } from '@/lib/properties/goal';
import { TitledSection } from '@/components/ui/titled-section';

export type FilterChip = { key: string; label: string; without: Parameters<typeof withoutFilter>[1] };

/** The criteria in force, each named as the visitor chose it and with what removes it. */
export async function filterChips(filters: ListingFilters, facets: Facets): Promise<FilterChip[]> {
  const [t, locale] = await Promise.all([getTranslations('ListingFilters'), getLocale()]);
  const chips: FilterChip[] = [];
  const add = (key: RemovableFilter, label: string) => chips.push({ key, label, without: key });

  if (filters.q) add('q', t('chipQuery', { text: filters.q }));
  for (const city of filters.cities) {
    const named = listedCity(city, facets.cities) ?? city;
    chips.push({ key: `city-${cityParam(city)}`, label: `${named.name} (${named.zip})`, without: { city } });
  }
  if (filters.area) add('area', t('chipArea'));
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
  for (const recent of filters.recent) {
    chips.push({ key: `recent-${recent}`, label: t(`recentChange.${recent}`), without: { recent } });
  }
  if (filters.epc) add('epc', t('chipEpc', { label: energyLabelDisplay(filters.epc) }));
  if (filters.available) {
    // The day as the visitor chose it: a calendar day, read in UTC so no time zone shifts it.
    const day = formatDate(new Date(`${filters.available}T00:00:00Z`), pageLocale(locale), {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    add('available', t('chipAvailable', { date: day }));
  }
  if (filters.ref) add('ref', t('chipRef', { ref: filters.ref }));
  return chips;
}

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
  const [t, chips] = await Promise.all([getTranslations('ListingFilters'), filterChips(filters, facets)]);
  const pathname = listingPathname(goal);
  if (chips.length === 0) return null;

  return (
    <TitledSection id="active-filters" title={t('activeFilters')} className="mt-4" headingClassName="sr-only">
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
    </TitledSection>
  );
}
