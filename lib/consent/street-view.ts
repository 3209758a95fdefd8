// Google Street View, a third party: its embed waits for the visitor's click like a map from
// another host (components/media/third-party-map-gate.tsx), and the CSP allows it as a frame.

export const STREET_VIEW_HOST = 'www.google.com';

const coordinates = (lat: number, lng: number) => `${lat.toFixed(6)},${lng.toFixed(6)}`;

/** The embeddable panorama nearest to a position (Google's key-less Street View embed). */
export function streetViewEmbedUrl(lat: number, lng: number): string {
  return `https://${STREET_VIEW_HOST}/maps?layer=c&cbll=${coordinates(lat, lng)}&cbp=11,0,0,0,0&output=svembed`;
}

/** The same panorama in Google Maps, for a new tab. */
export function streetViewLink(lat: number, lng: number): string {
  return `https://${STREET_VIEW_HOST}/maps/@?api=1&map_action=pano&viewpoint=${coordinates(lat, lng)}`;
}
