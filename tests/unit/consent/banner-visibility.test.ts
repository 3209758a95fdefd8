import { describe, expect, it } from 'vitest';
import {
  asksToResetConsent,
  isPreviewPath,
  showsConsentBanner,
  withoutResetParameter,
} from '@/lib/consent/banner-visibility';

describe('showsConsentBanner (never on preview paths; without a stored choice or with ?setcookies)', () => {
  it.each<[string, string, boolean, boolean]>([
    ['/fr/', '', false, true],
    ['/fr/', '', true, false],
    ['/nl/te-koop/', '?page=2', true, false],
    ['/fr/', '?setcookies', true, true],
    ['/fr/', '?setcookies=1', true, true],
    ['/fr/a-vendre/', '?page=2&setcookies', true, true],
    ['/fr/preview/8/', '', false, false],
    ['/fr/preview/8/', '?setcookies', false, false],
    ['/en/our-agency/Preview-of-the-week/', '', false, false],
    ['/fr/', '?cookies=1', true, false],
    ['/fr/', '?setcookiesx', true, false],
  ])('%s%s with a stored choice: %s → %s', (pathname, search, hasStoredChoice, expected) => {
    expect(showsConsentBanner({ pathname, search, hasStoredChoice })).toBe(expected);
  });
});

describe('reset parameter', () => {
  it.each<[string, boolean, string]>([
    ['', false, ''],
    ['?setcookies', true, ''],
    ['?setcookies=', true, ''],
    ['?setcookies=yes&page=2', true, '?page=2'],
    ['?page=2&setcookies', true, '?page=2'],
    ['?city=Li%C3%A8ge%7C4000&setcookies', true, '?city=Li%C3%A8ge%7C4000'],
    ['?page=2', false, '?page=2'],
  ])('%j: asks %s, rest %j', (search, asks, rest) => {
    expect(asksToResetConsent(search)).toBe(asks);
    expect(withoutResetParameter(search)).toBe(rest);
  });

  it.each<[string, boolean]>([
    ['/fr/preview/1/', true],
    ['/PREVIEW', true],
    ['/fr/a-vendre/', false],
    ['/fr/previous/', false],
  ])('isPreviewPath(%j) is %s', (path, expected) => {
    expect(isPreviewPath(path)).toBe(expected);
  });
});
