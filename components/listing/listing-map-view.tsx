import { getTranslations } from 'next-intl/server';
import { ListingMap } from '@/components/listing/listing-map';
import { MapGate } from '@/components/media/map-gate';
import type { AreaSearch, MapItem } from '@/components/listing/map-types';
import { env } from '@/lib/env';
import { placeText } from '@/lib/domain/postal-place';
import { formatPrice, priceText, priceWords } from '@/lib/domain/price';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { FILTER_KEYS } from '@/lib/listing/filter-keys';
import { listingQuery, type ListingFilters } from '@/lib/listing/listing-params';
import type { ListingPageResult } from '@/lib/listing/listing-query';
import { groupByPosition, mapPosition, type MapPoint } from '@/lib/listing/map-points';
import { GOAL, goalFromFeed, listingPathname, type Goal } from '@/lib/properties/goal';
import { propertyHref, UNKNOWN_CITY_SLUG } from '@/lib/properties/property-path';

/** The current result set on a map; a property whose address is hidden stands on its town. */
export async function ListingMapView({
  locale,
  goal,
  filters,
  result,
}: {
  locale: Locale;
  goal: Goal;
  filters: ListingFilters;
  result: ListingPageResult;
}) {
  const { total, more, mapRows: rows } = result;
  const [t, tPrice] = await Promise.all([getTranslations('ListingMap'), getTranslations('Price')]);
  const areaSearch: AreaSearch = {
    pathname: listingPathname(goal),
    query: listingQuery({ ...filters, cities: [], area: null, page: 1 }),
    keyOrder: FILTER_KEYS,
    area: filters.area,
    searchLabel: t('searchArea'),
    zoomInLabel: t('zoomIn'),
  };
  const words = priceWords(tPrice);
  const points = rows.flatMap((row): MapPoint<MapItem>[] => {
    const position = mapPosition(row, row.city);
    if (!position) return [];
    const city = row.city.translations[0];
    const href = propertyHref({
      id: row.id,
      goal: goalFromFeed(row.goal),
      citySlug: city?.slug ?? UNKNOWN_CITY_SLUG,
      titleSlug: row.translations[0]?.slug ?? String(row.id),
    });
    const item: MapItem = {
      id: row.id,
      title: row.translations[0]?.title ?? String(row.id),
      price: priceText(formatPrice(row), goalFromFeed(row.goal) === GOAL.rent, words),
      place: placeText({ zip: row.city.zip, town: city?.name ?? '', countryId: row.countryId }, locale),
      href: localizedPath(href.pathname, locale, href.params),
      note: position.approximate ? t('approximate', { city: city?.name ?? '' }) : null,
    };
    return [{ lat: position.lat, lng: position.lng, approximate: position.approximate, item }];
  });
  const unplaced = rows.length - points.length;

  return (
    <div>
      {total > rows.length && (
        <p className="mb-3 text-muted">{t(more ? 'cappedMore' : 'capped', { shown: rows.length, total })}</p>
      )}
      {unplaced > 0 && <p className="mb-3 text-muted">{t('unplaced', { count: unplaced })}</p>}
      <MapGate className="relative isolate h-[28rem] overflow-hidden rounded-lg border border-line bg-brand-50 sm:h-[36rem]">
        <ListingMap
          markers={groupByPosition(points).map((group) => ({
            ...group,
            label:
              group.items.length > 1
                ? t('group', { count: group.items.length })
                : `${group.items[0]?.title}, ${group.items[0]?.price}`,
          }))}
          tileUrl={env().MAP_TILE_URL}
          attribution={env().MAP_TILE_ATTRIBUTION}
          label={t('label')}
          loadingLabel={t('loading')}
          areaSearch={areaSearch}
        />
      </MapGate>
    </div>
  );
}
