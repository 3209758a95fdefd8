import { describe, expect, it } from 'vitest';
import { STREET_VIEW_HOST, streetViewEmbedUrl, streetViewLink } from '@/lib/consent/street-view';

describe('Street View addresses', () => {
  it('embeds the panorama at the position, from the host the CSP allows', () => {
    const url = new URL(streetViewEmbedUrl(50.8, 4.35));
    expect(url.host).toBe(STREET_VIEW_HOST);
    expect(url.searchParams.get('cbll')).toBe('50.800000,4.350000');
    expect(url.searchParams.get('output')).toBe('svembed');
  });

  it('links to the same panorama in Google Maps', () => {
    expect(streetViewLink(-33.123456789, 151.2)).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=-33.123457,151.200000',
    );
  });
});
