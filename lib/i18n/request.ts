import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { routing } from '@/lib/i18n/routing';

export default getRequestConfig(async ({ locale: explicitLocale }) => {
  // Route handlers have no root params: they pass the locale explicitly (docs/toolchain.md).
  const requested = explicitLocale ?? (await rootLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Europe/Brussels',
  };
});
