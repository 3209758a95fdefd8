import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { AGENCY_TIME_ZONE } from '@/lib/i18n/dates';
import { routing } from '@/lib/i18n/routing';

export default getRequestConfig(async ({ locale: explicitLocale, requestLocale }) => {
  // Route handlers have no root params: they pass the locale explicitly (docs/toolchain.md). Nor
  // have server functions: they set it for their request (setRequestLocale).
  const requested = explicitLocale ?? (await rootLocaleOutsideServerFunctions()) ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: AGENCY_TIME_ZONE,
  };
});

/** The page's `[locale]`, or undefined in a server function, where Next refuses to read root params. */
async function rootLocaleOutsideServerFunctions(): Promise<string | undefined> {
  try {
    return await rootLocale();
  } catch {
    return undefined;
  }
}
