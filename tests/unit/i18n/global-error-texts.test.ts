import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOBAL_ERROR_TEXTS, pathLocale } from '@/lib/i18n/global-error-texts';
import { LOCALES } from '@/lib/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('global error texts', () => {
  it.each(LOCALES)('say what the catalogue’s error page says (%s)', (locale) => {
    const { ErrorPage } = JSON.parse(readFileSync(path.join(ROOT, `messages/${locale}.json`), 'utf8'));
    const { title, text, retry, home } = ErrorPage;
    expect(GLOBAL_ERROR_TEXTS[locale]).toEqual({ title, text, retry, home });
  });

  it.each([
    ['/nl/te-koop/', 'nl'],
    ['/de/', 'de'],
    ['/en', 'en'],
    ['/', 'fr'],
    ['/xx/page/', 'fr'],
    ['/api/page-views/', 'fr'],
    [null, 'fr'],
  ] as const)('reads the language of %s as %s', (pathname, locale) => {
    expect(pathLocale(pathname)).toBe(locale);
  });
});
