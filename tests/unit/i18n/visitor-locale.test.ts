import { describe, expect, it } from 'vitest';
import { showsLanguageSwitcher } from '@/lib/i18n/language-switcher';
import { visitorLocale } from '@/lib/i18n/visitor-locale';

const all = ['fr', 'nl', 'en', 'de'] as const;

describe('visitorLocale', () => {
  it.each([
    [undefined, null, 'fr'],
    ['nl', 'de-DE,de;q=0.9', 'nl'],
    ['xx', 'de-DE,de;q=0.9', 'de'],
    [undefined, 'nl-BE,nl;q=0.9,en;q=0.8', 'nl'],
    [undefined, 'es-ES,es;q=0.9,en;q=0.5', 'en'],
    [undefined, 'en;q=0.4,de;q=0.8', 'de'],
    [undefined, 'de;q=0,en', 'en'],
    [undefined, 'es, it', 'fr'],
    [undefined, 'garbage;;;', 'fr'],
  ])('cookie %s and Accept-Language %s give %s', (cookie, acceptLanguage, expected) => {
    expect(visitorLocale({ cookie, acceptLanguage, enabled: all, fallback: 'fr' })).toBe(expected);
  });

  it('skips languages that are not enabled', () => {
    expect(visitorLocale({ cookie: 'de', acceptLanguage: 'de,nl', enabled: ['fr', 'nl'], fallback: 'fr' })).toBe('nl');
  });
});

describe('showsLanguageSwitcher', () => {
  it.each([
    [true, ['fr', 'nl'], true],
    [true, ['fr'], false],
    [true, [], false],
    [false, ['fr', 'nl', 'en', 'de'], false],
  ] as const)('configured %s with %j enabled → %s', (configured, enabled, expected) => {
    expect(showsLanguageSwitcher(configured, enabled)).toBe(expected);
  });
});
