import { describe, expect, it } from 'vitest';
import { isLocale, localeOrDefault, LOCALES } from '@/lib/i18n/locales';

// Values read back from the database (a lead's, an account's language) or sent with a request.
const NOT_LOCALES: [string, unknown][] = [
  ['an unknown language', 'es'],
  ['capitals', 'NL'],
  ['a region tag', 'nl-BE'],
  ['a padded code', ' de'],
  ['an empty string', ''],
  ['an inherited name', 'toString'],
  ['null', null],
  ['undefined', undefined],
  ['a number', 1],
  ['a list', ['nl']],
  ['an object', { locale: 'nl' }],
];

describe('isLocale', () => {
  it.each(LOCALES)('knows %s', (locale) => {
    expect(isLocale(locale)).toBe(true);
  });

  it.each(NOT_LOCALES)('refuses %s', (_case, value) => {
    expect(isLocale(value)).toBe(false);
  });
});

describe('localeOrDefault', () => {
  it.each(LOCALES)('keeps %s', (locale) => {
    expect(localeOrDefault(locale)).toBe(locale);
  });

  it.each(NOT_LOCALES)('answers the default language, French, for %s', (_case, value) => {
    expect(localeOrDefault(value)).toBe('fr');
  });
});
