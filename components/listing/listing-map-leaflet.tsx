'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapMarker } from '@/components/listing/map-types';

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

/** The Leaflet map of the current results; loaded only when the map view is shown. */
export function ListingMapLeaflet({
  markers,
  tileUrl,
  attribution,
  label,
}: {
  markers: MapMarker[];
  tileUrl: string;
  attribution: string;
  label: string;
}) {
  const element = useRef<HTMLDivElement>(null);

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
    if (markers.length > 0) map.fitBounds(layer.getBounds(), { padding: [32, 32], maxZoom: 14 });
    else map.fitBounds(HOME_VIEW);
    return () => {
      map.remove();
    };
  }, [markers, tileUrl, attribution]);

  return <div ref={element} role="region" aria-label={label} className="size-full" />;
}
