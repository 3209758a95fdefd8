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
  it.each([
    ['?setcookies', ''],
    ['?setcookies=', ''],
    ['?setcookies=yes&page=2', '?page=2'],
    ['?page=2&setcookies', '?page=2'],
    ['?city=Li%C3%A8ge%7C4000&setcookies', '?city=Li%C3%A8ge%7C4000'],
  ])('%j asks to reset, the rest is %j', (search, rest) => {
    expect(asksToResetConsent(search)).toBe(true);
    expect(withoutResetParameter(search)).toBe(rest);
  });

  it.each(['', '?page=2'])('%j does not ask and is kept whole', (search) => {
    expect(asksToResetConsent(search)).toBe(false);
    expect(withoutResetParameter(search)).toBe(search);
  });

  it.each(['/fr/preview/1/', '/PREVIEW'])('%j is a preview path', (path) => {
    expect(isPreviewPath(path)).toBe(true);
  });

  it.each(['/fr/a-vendre/', '/fr/previous/'])('%j is no preview path', (path) => {
    expect(isPreviewPath(path)).toBe(false);
  });
});
