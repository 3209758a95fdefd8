/**
 * The host the map tiles come from when it is not the site's own (OpenStreetMap by default), or
 * null when the agency serves them itself. A map from another host sends the visitor's address to
 * it, so it waits for the visitor's click (components/media/third-party-map-gate.tsx).
 */
export function thirdPartyTileHost(tileUrl: string, siteUrl: string): string | null {
  if (tileUrl.startsWith('/') && !tileUrl.startsWith('//')) return null;
  try {
    // "{s}.tile.example/{z}/{x}/{y}.png": the placeholders are not valid in a host name.
    const host = new URL(tileUrl.replaceAll(/\{[^}]*\}/g, 'a'), siteUrl).host;
    return host === new URL(siteUrl).host ? null : host.replace(/^a\./, '');
  } catch {
    return tileUrl;
  }
}
