'use client';

import dynamic from 'next/dynamic';
import type { AreaSearch, MapMarker } from '@/components/listing/map-types';

// Leaflet (about 40 kB) is fetched only when a visitor opens the map view.
const ListingMapLeaflet = dynamic(
  () => import('@/components/listing/listing-map-leaflet').then((module) => module.ListingMapLeaflet),
  {
    ssr: false,
    loading: () => null,
  },
);

/** Fills its box (components/media/map-gate.tsx), which keeps its size while Leaflet loads. */
export function ListingMap(props: {
  markers: MapMarker[];
  tileUrl: string;
  attribution: string;
  label: string;
  loadingLabel: string;
  areaSearch: AreaSearch;
}) {
  const { loadingLabel, ...map } = props;
  return (
    <>
      <p className="absolute inset-0 -z-10 flex items-center justify-center text-muted">{loadingLabel}</p>
      <ListingMapLeaflet {...map} />
    </>
  );
}
