import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export type MapOptions = {
  lat: number;
  lng: number;
  approximate: boolean;
  tileUrl: string;
  attribution: string;
  zoomInLabel: string;
  zoomOutLabel: string;
};

// An unpublished address is shown as a town-sized area, never as a point.
const APPROXIMATE_RADIUS_M = 1_500;
const BRAND = '#0f4c5c';

/** Draws the map into `element`; returns the clean-up that removes it. */
export function mountMap(element: HTMLElement, options: MapOptions): () => void {
  const center = L.latLng(options.lat, options.lng);
  // Scroll-wheel zoom off: scrolling the page over the map must keep scrolling the page.
  const map = L.map(element, { scrollWheelZoom: false, zoomControl: false }).setView(
    center,
    options.approximate ? 13 : 15,
  );
  L.control.zoom({ zoomInTitle: options.zoomInLabel, zoomOutTitle: options.zoomOutLabel }).addTo(map);
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 }).addTo(map);
  if (options.approximate) {
    L.circle(center, { radius: APPROXIMATE_RADIUS_M, color: BRAND, weight: 2, fillOpacity: 0.15 }).addTo(map);
  } else {
    L.circleMarker(center, { radius: 10, color: '#fff', weight: 3, fillColor: BRAND, fillOpacity: 1 }).addTo(map);
  }
  return () => map.remove();
}
