import { describe, expect, it } from 'vitest';
import { percentFreePath } from '@/lib/i18n/malformed-path';

describe('percentFreePath', () => {
  it.each([
    '/fr/',
    '/fr/a-vendre/',
    '/nl/te-koop/brussel/villa/41010/',
    '/fr/a-vendre/li%C3%A8ge/maison/41011/',
    '/fr/a%20b/',
  ])('leaves %s alone: it decodes without a percent sign', (path) => {
    expect(percentFreePath(path)).toBeNull();
  });

  it.each([
    ['/fr/%E0%A4%A/', '/fr/E0A4A/'],
    ['/fr/%zz/', '/fr/zz/'],
    ['/nl/100%/', '/nl/100/'],
    ['/fr/100%25/', '/fr/10025/'],
    ['/fr/li%C3%A8ge/%FF/', '/fr/li%C3%A8ge/FF/'],
    // A segment of percent signs only would leave "//", which a URL parser reads as another host.
    ['/%/evil.example/fr/', '/evil.example/fr/'],
    ['/%%/evil.example/fr/', '/evil.example/fr/'],
    ['/fr/%/%/', '/fr/'],
  ])('drops the percent signs of the unsafe segments of %s', (path, fixed) => {
    expect(percentFreePath(path)).toBe(fixed);
    expect(percentFreePath(fixed)).toBeNull();
  });
});
