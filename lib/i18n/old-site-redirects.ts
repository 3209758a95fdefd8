import { isLocale, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { AppPathname } from '@/lib/i18n/routing';
import { isThankYouForm, thankYouSlug } from '@/lib/i18n/thank-you-forms';

// The old site's locale-less paths (docs/url-map.md, old-site redirects), matched case-insensitively
// (the old menu spelled some with capitals, e.g. /Privacy-statement/).
const FIXED_PATHS: Record<string, AppPathname> = {
  'for-sale': '/for-sale',
  'for-rent': '/for-rent',
  contact: '/contact',
  'demand-register': '/demand-register',
  'contact-demand': '/free-valuation',
  'privacy-statement': '/privacy-statement',
  'cookie-policy': '/cookie-policy',
  disclaimer: '/disclaimer',
  'notre-agence': '/our-agency',
};

/** Paths that follow the visitor's language rather than the French default. */
const VISITOR_LANGUAGE_PATHS: Record<string, AppPathname> = { '': '/', login: '/login' };

export type OriginalPathTarget =
  | { kind: 'redirect'; location: string; followsVisitor: boolean }
  | { kind: 'property'; id: number; locale: Locale; search: string };

export interface OriginalPathContext {
  /** Query string without `lng`, including the leading '?' when not empty. */
  search: string;
  /** The `?lng=` value when it names an enabled language. */
  queryLocale: Locale | null;
  /** The visitor's language from the NEXT_LOCALE cookie or Accept-Language. */
  visitorLocale: Locale;
  promotionUrl: string;
}

/** Where a locale-less original path goes, or null when the path is not one of them. */
export function resolveOriginalPath(pathname: string, context: OriginalPathContext): OriginalPathTarget | null {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
  if (segments.length > 0 && isLocale(segments[0])) return null;
  const [first = '', second, ...rest] = segments;
  const frenchUnlessAsked = context.queryLocale ?? 'fr';

  if (segments.length <= 1 && Object.hasOwn(VISITOR_LANGUAGE_PATHS, first)) {
    const locale = context.queryLocale ?? context.visitorLocale;
    return {
      kind: 'redirect',
      location: localizedPath(VISITOR_LANGUAGE_PATHS[first]!, locale) + context.search,
      followsVisitor: context.queryLocale === null,
    };
  }
  if (segments.length === 1 && Object.hasOwn(FIXED_PATHS, first)) {
    return {
      kind: 'redirect',
      location: localizedPath(FIXED_PATHS[first]!, frenchUnlessAsked) + context.search,
      followsVisitor: false,
    };
  }
  if (segments.length === 1 && first === 'promotion') {
    return { kind: 'redirect', location: context.promotionUrl, followsVisitor: false };
  }
  if (first === 'property' && second && rest.length === 0 && /^\d+$/.test(second)) {
    return { kind: 'property', id: Number(second), locale: frenchUnlessAsked, search: context.search };
  }
  if (first === 'feedback' && second && rest.length === 0 && isThankYouForm(second)) {
    const location = localizedPath('/thank-you/[form]', frenchUnlessAsked, {
      form: thankYouSlug(second, frenchUnlessAsked),
    });
    return { kind: 'redirect', location: location + context.search, followsVisitor: false };
  }
  return null;
}
