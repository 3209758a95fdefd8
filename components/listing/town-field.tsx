import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CityPicker, type CityOption } from '@/components/listing/city-picker';
import { Link } from '@/lib/i18n/navigation';
import { cityParam } from '@/lib/listing/city-param';
import type { Facets } from '@/lib/listing/facets';
import { namedCities } from '@/lib/listing/listed-city';
import { listingQuery, withoutFilter, type ListingFilters } from '@/lib/listing/listing-params';
import { areaParam } from '@/lib/listing/map-area';
import type { Goal } from '@/lib/properties/goal';
import { listingPathname } from '@/lib/properties/goal';

/**
 * The filter form's towns: the town picker, or while a map area replaces the towns, that area,
 * kept by the form and with the way back to choosing towns.
 */
export async function TownField({
  goal,
  filters,
  facets,
  describedBy,
}: {
  goal: Goal;
  filters: ListingFilters;
  facets: Facets;
  /** The ids of the messages about the URL's towns (issueId), if any. */
  describedBy?: string;
}) {
  if (filters.area) {
    const [t, towns] = await Promise.all([getTranslations('ListingFilters'), getTranslations('CityPicker')]);
    return (
      <div className="filter-field col-span-2 sm:col-span-1">
        <input type="hidden" name="area" value={areaParam(filters.area)} />
        <span className="text-sm font-semibold">{towns('label')}</span>
        <p className="filter-control flex items-center bg-brand-50">{t('chipArea')}</p>
        <Link
          href={{ pathname: listingPathname(goal), query: listingQuery(withoutFilter(filters, 'area')) }}
          className="text-link text-sm"
        >
          {t('areaToTowns')}
        </Link>
      </div>
    );
  }

  // Towns the URL names but no property of the listing is in are offered too, with none.
  const chosen = namedCities(filters.cities, facets.cities);
  const listed = new Set(facets.cities.map(cityParam));
  const cities = [...chosen.filter((city) => !listed.has(cityParam(city))), ...facets.cities].map(
    (city): CityOption => [city.name, city.zip, city.count],
  );
  return (
    <ClientMessages island="cityPicker">
      <CityPicker
        id="filter-city"
        cities={cities}
        chosen={chosen.map(({ name, zip }) => ({ name, zip }))}
        describedBy={describedBy}
      />
    </ClientMessages>
  );
}
