import type { PropertyFormSubject } from '@/lib/forms/property-subjects';
import type { VisitorFormName } from '@/lib/forms/visitor-forms';
import { recordIdParam } from '@/lib/http/record-id';
import { type Locale, localeOrDefault } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { GOAL, listingPathname } from '@/lib/properties/goal';

// The page a visitor form sent without script comes back to when the server refused it
// (docs/forms.md, drafts): the page that holds that form, about the same property, with the form
// in view. Built from what was posted, never from an address the post names: only a form that any
// page may hold (the footer's newsletter) goes back to the page it was sent from, once that is
// known to be a page of this site.

/** The id of a form's element, which the way back scrolls to. */
export const formAnchor = (form: VisitorFormName) => `form-${form}`;

/** The forms about a property, shown on the contact page by their subject. */
const SUBJECT_OF: Partial<Record<VisitorFormName, PropertyFormSubject>> = {
  visit: 'visit',
  offer: 'offer',
  'rent-application': 'application',
  'send-to-friend': 'send-to-friend',
  'document-request': 'documents',
};

// A page of this site as its links write it: a language, then path segments, each ending in "/".
const SITE_PAGE = /^\/(?:fr|nl|en|de)\/(?:[\w~.%-]+\/){0,8}$/;

/** Whether `value` is the path of a page of this site (no host, no query, no "..", no "//"). */
export function isSitePagePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 500 && SITE_PAGE.test(value) && !/\/\.{1,2}\//.test(value);
}

/** The language a post names, or the site's default for a post that names none of its own. */
export function postLocale(values: Record<string, unknown>): Locale {
  return localeOrDefault(values.locale);
}

/**
 * The listing a search alert was asked from, with its search: the query as posted, encoded again.
 * Not read with the listing's codec here (this module reaches the browser); the listing reads it.
 */
function searchAlertPage(values: Record<string, unknown>, locale: Locale): string {
  const search = new URLSearchParams(typeof values.search === 'string' ? values.search : '').toString();
  const path = localizedPath(listingPathname(values.goal === GOAL.rent ? GOAL.rent : GOAL.sale), locale);
  return `${path}${search ? `?${search}` : ''}`;
}

/** A record's id as a post names it: a number or its digits; anything else names none. */
const idOf = (value: unknown) => recordIdParam(typeof value === 'number' ? String(value) : value);

function contactPage(locale: Locale, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${localizedPath('/contact', locale)}${search ? `?${search}` : ''}`;
}

/**
 * Marks the address a refused form comes back to. It means nothing to the page, but the page as
 * kept for everyone may be held by the browser and shared caches for half a minute
 * (docs/caching.md): under another address, the visitor gets the page rendered with their draft.
 * It is not personal, and no page reads it: never kept, never copied to another language.
 */
export const DRAFT_MARKER = 'draft';

/** The path (with its query and the form's anchor) of the page that shows `form` with these values. */
export function formPagePath(form: VisitorFormName, values: Record<string, unknown>, locale: Locale): string {
  const page = formPage(form, values, locale);
  return `${page}${page.includes('?') ? '&' : '?'}${DRAFT_MARKER}=1#${formAnchor(form)}`;
}

function formPage(form: VisitorFormName, values: Record<string, unknown>, locale: Locale): string {
  const property = idOf(values.propertyId);
  const project = idOf(values.projectId);
  const subject = SUBJECT_OF[form];
  // A property form whose property is not named: the contact page's own form.
  if (subject) return contactPage(locale, property ? { property: String(property), subject } : {});
  switch (form) {
    case 'contact':
      return contactPage(
        locale,
        property ? { property: String(property) } : project ? { project: String(project) } : {},
      );
    case 'free-valuation':
      return localizedPath('/free-valuation', locale);
    case 'demand-register':
      return localizedPath('/demand-register', locale);
    case 'testimonial':
      return localizedPath('/our-agency', locale);
    case 'search-alert':
      return searchAlertPage(values, locale);
    default:
      // A form any page may hold (the footer's newsletter): the page it was sent from.
      return isSitePagePath(values.sourcePage) ? values.sourcePage : localizedPath('/', locale);
  }
}
