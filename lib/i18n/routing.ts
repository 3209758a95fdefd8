import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LOCALES } from '@/lib/i18n/locales';

// The URL map (docs/url-map.md), in one place. Every link and redirect is built from it.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  localeCookie: { name: LANGUAGE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  pathnames: {
    '/': '/',
    '/for-sale': { fr: '/a-vendre', nl: '/te-koop', en: '/for-sale', de: '/zu-verkaufen' },
    '/for-sale/[city]/[title]/[id]': {
      fr: '/a-vendre/[city]/[title]/[id]',
      nl: '/te-koop/[city]/[title]/[id]',
      en: '/for-sale/[city]/[title]/[id]',
      de: '/zu-verkaufen/[city]/[title]/[id]',
    },
    '/for-rent': { fr: '/a-louer', nl: '/te-huur', en: '/for-rent', de: '/zu-vermieten' },
    '/for-rent/[city]/[title]/[id]': {
      fr: '/a-louer/[city]/[title]/[id]',
      nl: '/te-huur/[city]/[title]/[id]',
      en: '/for-rent/[city]/[title]/[id]',
      de: '/zu-vermieten/[city]/[title]/[id]',
    },
    '/projects': { fr: '/projets', nl: '/projecten', en: '/projects', de: '/projekte' },
    '/projects/[city]/[title]/[id]': {
      fr: '/projets/[city]/[title]/[id]',
      nl: '/projecten/[city]/[title]/[id]',
      en: '/projects/[city]/[title]/[id]',
      de: '/projekte/[city]/[title]/[id]',
    },
    '/contact': { fr: '/contact', nl: '/contact', en: '/contact', de: '/kontakt' },
    '/demand-register': { fr: '/recherche', nl: '/zoekopdracht', en: '/demand-register', de: '/suchauftrag' },
    '/free-valuation': {
      fr: '/estimation-gratuite',
      nl: '/gratis-schatting',
      en: '/free-valuation',
      de: '/kostenlose-bewertung',
    },
    '/favourites': { fr: '/favoris', nl: '/favorieten', en: '/favourites', de: '/favoriten' },
    '/our-agency': { fr: '/notre-agence', nl: '/ons-kantoor', en: '/our-agency', de: '/unsere-agentur' },
    // Article paths: sub-category and article slugs below the page of their category.
    '/our-agency/[...path]': {
      fr: '/notre-agence/[...path]',
      nl: '/ons-kantoor/[...path]',
      en: '/our-agency/[...path]',
      de: '/unsere-agentur/[...path]',
    },
    // An editor's preview of a menu page (no consent prompt, never indexed: docs/url-map.md).
    '/preview/[id]': '/preview/[id]',
    '/privacy-statement': {
      fr: '/privacy-statement',
      nl: '/privacyverklaring',
      en: '/privacy-statement',
      de: '/datenschutz',
    },
    '/cookie-policy': { fr: '/cookie-policy', nl: '/cookiebeleid', en: '/cookie-policy', de: '/cookie-richtlinie' },
    '/disclaimer': { fr: '/disclaimer', nl: '/disclaimer', en: '/disclaimer', de: '/haftungsausschluss' },
    '/thank-you/[form]': {
      fr: '/merci/[form]',
      nl: '/bedankt/[form]',
      en: '/thank-you/[form]',
      de: '/danke/[form]',
    },
    '/login': '/login',
    '/login/forgot': {
      fr: '/login/mot-de-passe-oublie',
      nl: '/login/wachtwoord-vergeten',
      en: '/login/forgot-password',
      de: '/login/passwort-vergessen',
    },
    '/login/reset': {
      fr: '/login/nouveau-mot-de-passe',
      nl: '/login/nieuw-wachtwoord',
      en: '/login/new-password',
      de: '/login/neues-passwort',
    },
    '/owner': { fr: '/espace-proprietaire', nl: '/eigenaar', en: '/owner', de: '/eigentuemer' },
    // The signed link of search alert and newsletter mails (never indexed).
    '/unsubscribe': { fr: '/desinscription', nl: '/uitschrijven', en: '/unsubscribe', de: '/abmelden' },
    // A booked visit, from the link of its confirmation mail: cancel it or move it (never indexed).
    '/visit/[token]': {
      fr: '/visite/[token]',
      nl: '/bezoek/[token]',
      en: '/visit/[token]',
      de: '/besichtigung/[token]',
    },
    // The signed link of a search alert's confirmation mail (never indexed).
    '/confirm-alert': {
      fr: '/confirmer-alerte',
      nl: '/zoekopdracht-bevestigen',
      en: '/confirm-alert',
      de: '/suchauftrag-bestaetigen',
    },
  },
});

export type AppPathname = keyof typeof routing.pathnames;

export function isAppPathname(value: string): value is AppPathname {
  return Object.hasOwn(routing.pathnames, value);
}

/** Routes without dynamic segments: the only ones a menu entry or header link can point to. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

export function isStaticPathname(value: string): value is StaticPathname {
  return isAppPathname(value) && !value.includes('[');
}
