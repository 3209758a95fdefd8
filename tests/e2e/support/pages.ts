import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { firstProject, firstProperty } from './catalogue';

/** One URL per page type of the URL map (docs/url-map.md), in one language. */
export function urlMap(locale: Locale): { name: string; path: string }[] {
  const sale = firstProperty('goal = 0');
  const rent = firstProperty('goal <> 0');
  const project = firstProject();
  const params = (ref: typeof sale) => ({ city: ref.slugs[locale]!.city, title: ref.slugs[locale]!.title, id: ref.id });
  return [
    { name: 'home', path: localizedPath('/', locale) },
    { name: 'for sale', path: localizedPath('/for-sale', locale) },
    { name: 'for rent', path: localizedPath('/for-rent', locale) },
    { name: 'favourites', path: localizedPath('/favourites', locale) },
    { name: 'sale property', path: localizedPath('/for-sale/[city]/[title]/[id]', locale, params(sale)) },
    { name: 'rent property', path: localizedPath('/for-rent/[city]/[title]/[id]', locale, params(rent)) },
    { name: 'projects', path: localizedPath('/projects', locale) },
    { name: 'project', path: localizedPath('/projects/[city]/[title]/[id]', locale, params(project)) },
    { name: 'contact', path: localizedPath('/contact', locale) },
    { name: 'demand register', path: localizedPath('/demand-register', locale) },
    { name: 'free valuation', path: localizedPath('/free-valuation', locale) },
    { name: 'our agency', path: localizedPath('/our-agency', locale) },
    { name: 'privacy', path: localizedPath('/privacy-statement', locale) },
    { name: 'cookies', path: localizedPath('/cookie-policy', locale) },
    { name: 'disclaimer', path: localizedPath('/disclaimer', locale) },
    {
      name: 'thank you',
      path: localizedPath('/thank-you/[form]', locale, {
        form: { fr: 'contact', nl: 'contact', en: 'contact', de: 'kontakt' }[locale],
      }),
    },
    { name: 'login', path: localizedPath('/login', locale) },
  ];
}

export { LOCALES };
