import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The language of a page under app/[locale]/, from its `locale` parameter. The layout has already
 * answered 404 to anything else; this narrows the type the same way rather than casting it.
 */
export function pageLocale(locale: string): Locale {
  if (!isLocale(locale)) notFound();
  return locale;
}
