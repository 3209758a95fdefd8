'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { AreaSearch, MapMarker } from '@/components/listing/map-types';
import { useRouter } from '@/lib/i18n/navigation';
import { isSearchableArea, queryWithArea, visibleArea, type MapArea } from '@/lib/listing/map-area';

// Belgium and Luxembourg, for a map without any marker.
const HOME_VIEW: L.LatLngBoundsExpression = [
  [49.45, 2.5],
  [51.5, 6.4],
];

function markerIcon(marker: MapMarker): L.DivIcon {
  const count = marker.items.length;
  const shape = marker.approximate
    ? 'border-2 border-brand-700 bg-white text-brand-800'
    : 'border-2 border-white bg-brand-700 text-white';
  return L.divIcon({
    className: '',
    html: `<span class="flex size-8 items-center justify-center rounded-full text-xs font-bold shadow-md ${shape}">${count > 1 ? count : ''}</span>`,
    iconSize: [32, 32],
    iconAnchor: [16, 16],
    popupAnchor: [0, -14],
  });
}

/** Popup content built as DOM nodes: titles come from the CRM and are never parsed as HTML. */
function popupContent(marker: MapMarker): HTMLElement {
  const root = document.createElement('div');
  root.className = 'flex max-h-64 flex-col gap-3 overflow-y-auto';
  for (const item of marker.items) {
    const entry = document.createElement('div');
    const link = document.createElement('a');
    link.href = item.href;
    link.textContent = item.title;
    link.className = 'font-semibold text-brand-700 underline';
    const place = document.createElement('p');
    place.textContent = item.place;
    place.className = '!m-0 text-sm';
    const price = document.createElement('p');
    price.textContent = item.price;
    price.className = '!m-0';
    entry.append(link, place, price);
    if (item.note) {
      const note = document.createElement('p');
      note.textContent = item.note;
      note.className = '!m-0 text-muted';
      entry.append(note);
    }
    root.append(entry);
  }
  return root;
}

function shownArea(map: L.Map): MapArea {
  const bounds = map.getBounds();
  return visibleArea({
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
  });
}

/**
 * The Leaflet map of the current results; loaded only when the map view is shown. Once the visitor
 * has moved it, "Search in this area" opens the same search in the box shown (`area`, which
 * replaces the towns), or asks to zoom in on a box larger than a search covers.
 */
export function ListingMapLeaflet({
  markers,
  tileUrl,
  attribution,
  label,
  areaSearch,
}: {
  markers: MapMarker[];
  tileUrl: string;
  attribution: string;
  label: string;
  areaSearch: AreaSearch;
}) {
  const element = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const [searching, startSearch] = useTransition();
  // The box shown after the visitor moved the map drawn for these markers (a new search draws a new map).
  const [moved, setMoved] = useState<{ markers: MapMarker[]; area: MapArea } | null>(null);
  const movedArea = moved?.markers === markers ? moved.area : null;
  const { area } = areaSearch;

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    const layer = L.featureGroup(
      markers.map((marker) =>
        L.marker([marker.lat, marker.lng], { icon: markerIcon(marker), title: marker.label, keyboard: true }).bindPopup(
          () => popupContent(marker),
        ),
      ),
    ).addTo(map);
    if (area) {
      map.fitBounds([
        [area.south, area.west],
        [area.north, area.east],
      ]);
    } else if (markers.length > 0) map.fitBounds(layer.getBounds(), { padding: [32, 32], maxZoom: 14 });
    else map.fitBounds(HOME_VIEW);
    // Registered after the first view, so that every move is the visitor's: a drag, a zoom, the
    // arrow keys, a popup panned into view.
    map.on('moveend', () => setMoved({ markers, area: shownArea(map) }));
    return () => {
      map.remove();
    };
  }, [markers, tileUrl, attribution, area]);

  const search = (shown: MapArea) =>
    startSearch(() =>
      router.push(
        { pathname: areaSearch.pathname, query: queryWithArea(areaSearch.query, shown, areaSearch.keyOrder) },
        { scroll: false },
      ),
    );

  return (
    <div className="relative size-full">
      <div ref={element} role="region" aria-label={label} className="size-full" />
      {/* Above Leaflet's panes and controls (z-index up to 1000). */}
      <div
        aria-live="polite"
        className="pointer-events-none absolute inset-x-0 top-3 z-[1001] flex justify-center px-16"
      >
        {movedArea &&
          (isSearchableArea(movedArea) ? (
            <button
              type="button"
              disabled={searching}
              onClick={() => search(movedArea)}
              className="button-primary pointer-events-auto shadow-lg"
            >
              {areaSearch.searchLabel}
            </button>
          ) : (
            <p className="pointer-events-auto rounded-md bg-white px-4 py-2 text-sm shadow-lg">
              {areaSearch.zoomInLabel}
            </p>
          ))}
      </div>
    </div>
  );
}
