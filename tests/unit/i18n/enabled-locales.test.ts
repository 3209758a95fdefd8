import { describe, expect, it } from 'vitest';
import {
  effectiveLocales,
  formatLocaleList,
  isEnabledLocale,
  parseLocaleList,
  siteDefaultLocale,
} from '@/lib/i18n/enabled-locales';
import type { Locale } from '@/lib/i18n/locales';

// Which languages the site offers: the back-office's choice, else ENABLED_LOCALES (docs/url-map.md).
describe('parseLocaleList', () => {
  it.each<[string | string[] | null | undefined, Locale[] | null]>([
    ['fr,nl,en', ['fr', 'nl', 'en']],
    [' nl , fr ', ['nl', 'fr']],
    ['fr,fr,de', ['fr', 'de']],
    ['fr,xx,EN', ['fr']],
    [
      ['en', 'de'],
      ['en', 'de'],
    ],
    ['', null],
    ['xx,yy', null],
    [[], null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(parseLocaleList(value)).toEqual(expected);
  });
});

describe('formatLocaleList', () => {
  it("stores the site's order", () => {
    expect(formatLocaleList(['de', 'fr', 'nl'])).toBe('fr,nl,de');
    expect(formatLocaleList(['fr'])).toBe('fr');
  });
});

describe('effectiveLocales: the stored choice, then the environment, never none', () => {
  it.each<[string | null, string[], Locale[]]>([
    ['fr,nl', ['fr', 'nl', 'en', 'de'], ['fr', 'nl']],
    ['fr,nl,en,de', ['fr'], ['fr', 'nl', 'en', 'de']],
    [null, ['fr', 'nl', 'en', 'de'], ['fr', 'nl', 'en', 'de']],
    ['', ['nl', 'fr'], ['nl', 'fr']],
    ['xx', ['fr', 'en'], ['fr', 'en']],
    [null, ['xx'], ['fr']],
    [null, [], ['fr']],
  ])('stored %j, environment %j → %j', (stored, environment, expected) => {
    expect(effectiveLocales(stored, environment)).toEqual(expected);
  });
});

describe('siteDefaultLocale', () => {
  it('is French while French is on, else the first language on offer', () => {
    expect(siteDefaultLocale(['nl', 'fr'])).toBe('fr');
    expect(siteDefaultLocale(['nl', 'en'])).toBe('nl');
    expect(siteDefaultLocale([])).toBe('fr');
  });
});

describe('isEnabledLocale', () => {
  it('names a language on offer only', () => {
    expect(isEnabledLocale('nl', ['fr', 'nl'])).toBe(true);
    expect(isEnabledLocale('de', ['fr', 'nl'])).toBe(false);
    expect(isEnabledLocale('xx', ['fr', 'nl'])).toBe(false);
    expect(isEnabledLocale(null, ['fr', 'nl'])).toBe(false);
  });
});
