import { describe, expect, it } from 'vitest';
import { thirdPartyTileHost } from '@/lib/consent/map-tiles';

const SITE = 'https://www.vitrine.example';

describe('thirdPartyTileHost', () => {
  it('names OpenStreetMap, the default tile server', () => {
    expect(thirdPartyTileHost('https://tile.openstreetmap.org/{z}/{x}/{y}.png', SITE)).toBe('tile.openstreetmap.org');
  });

  it('names a server with a subdomain placeholder without the placeholder', () => {
    expect(thirdPartyTileHost('https://{s}.tile.example.net/{z}/{x}/{y}.png', SITE)).toBe('tile.example.net');
  });

  it('is null for tiles the site serves itself, by path or on its own origin', () => {
    expect(thirdPartyTileHost('/tiles/{z}/{x}/{y}.png', SITE)).toBeNull();
    expect(thirdPartyTileHost('https://www.vitrine.example/tiles/{z}/{x}/{y}.png', SITE)).toBeNull();
  });

  it('treats a protocol-relative address as another host', () => {
    expect(thirdPartyTileHost('//tiles.example.org/{z}/{x}/{y}.png', SITE)).toBe('tiles.example.org');
  });
});
