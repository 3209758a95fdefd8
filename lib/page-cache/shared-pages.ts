import { CACHE_TAG } from '@/lib/cache/tags';
import { isLocale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { FILTER_KEYS } from '@/lib/listing/filter-keys';
import { isCanonicalListingQuery } from '@/lib/listing/listing-params';
import { TAB_PARAM } from '@/lib/properties/property-path';

// Which pages are the same for every visitor (docs/caching.md, rendered pages): their HTML depends
// only on the URL, the catalogue and the site content — never on a session, a cookie or a token in
// the query. For each: the data it is made of, so that a write expires only the pages that show
// it, and the query parameters it reads, so that no other query makes a page of its own. The page
// cache asks `isKeptPageUrl` before it renders a page to keep; the proxy, which knows the app's
// path the language routing chose, marks the answer with the page's data tags.

/** The response header by which the proxy marks a page every visitor may be given, naming its data tags (never sent out). */
export const SHARED_PAGE_HEADER = 'x-vitrine-shared-page';

type SharedPage = {
  /** Besides the site content, which every page shows (menus, footer, texts). */
  tags: readonly string[];
  /** The query parameters the page reads, in their canonical order. */
  query: readonly string[];
  /** For a page whose values have one spelling and order each (the listing's), whether the query is it. */
  isCanonical?: (query: URLSearchParams) => boolean;
};

const CONTACT_QUERY = ['property', 'subject', 'project'] as const;

/** A record's id in a page path: the last segment, all digits. */
function recordId(segments: readonly string[]): number | null {
  const last = segments.findLast((segment) => segment !== '') ?? '';
  return /^\d{1,9}$/.test(last) ? Number(last) : null;
}

const propertyTags = (id: number) => [
  CACHE_TAG.property(id),
  CACHE_TAG.properties,
  CACHE_TAG.references,
  CACHE_TAG.visitSlots(id),
];

/**
 * The shared page of an app section (the first segment of app/[locale]/…) and what follows it.
 * Not shared, so never kept: the owner portal and its sign-in pages (a session), the preview
 * (staff or a signed link), unsubscribe and a booked visit's page (a token), the favourites (the
 * visitor's own list), the 404 page and the catch-all. A property page lists similar properties
 * too, but is not expired with the listings: an import that changes one property would otherwise
 * expire every property page; the page's life (a minute) bounds how long that list may lag.
 */
function sharedPage(section: string, rest: readonly string[], query: URLSearchParams): SharedPage | null {
  const depth = rest.filter(Boolean).length;
  const id = recordId(rest);
  switch (section) {
    case '':
      return {
        tags: [CACHE_TAG.listings, CACHE_TAG.references, CACHE_TAG.projects, CACHE_TAG.testimonials],
        query: [],
      };
    case 'for-sale':
    case 'for-rent':
      if (depth === 0) {
        return {
          tags: [CACHE_TAG.listings, CACHE_TAG.references],
          query: FILTER_KEYS,
          isCanonical: isCanonicalListingQuery,
        };
      }
      return depth === 3 && id !== null ? { tags: propertyTags(id), query: [TAB_PARAM] } : null;
    case 'projects':
      if (depth === 0) return { tags: [CACHE_TAG.projects, CACHE_TAG.references], query: [] };
      return depth === 3 && id !== null
        ? { tags: [CACHE_TAG.projects, CACHE_TAG.references, CACHE_TAG.properties], query: [TAB_PARAM] }
        : null;
    case 'our-agency':
      return { tags: [CACHE_TAG.testimonials], query: [] };
    case 'contact': {
      // Asked about a property, the page shows it and its visit slots; about a project, the project.
      const about = recordId([query.get('property') ?? '']);
      const tags = [CACHE_TAG.references, ...(about === null ? [] : propertyTags(about))];
      return { tags: query.has('project') ? [...tags, CACHE_TAG.projects] : tags, query: CONTACT_QUERY };
    }
    case 'free-valuation':
      return { tags: [CACHE_TAG.references], query: [] };
    case 'demand-register':
      return { tags: [CACHE_TAG.references, CACHE_TAG.listings], query: [] };
    case 'thank-you':
    case 'privacy-statement':
    case 'cookie-policy':
    case 'disclaimer':
      return { tags: [], query: [] };
    default:
      return null;
  }
}

/**
 * The data tags of the page at this internal path (`/{locale}/…`, after the language routing) and
 * query, or null when the page is not the same for everyone.
 */
export function sharedPageTags(internalPath: string, query: URLSearchParams): string[] | null {
  const [, locale = '', section = '', ...rest] = internalPath.split('/');
  const page = isLocale(locale) ? sharedPage(section, rest, query) : null;
  return page && [CACHE_TAG.siteContent, ...new Set(page.tags)];
}

// For each language, the first segment of its public paths → the app section it spells
// (`a-vendre` → `for-sale`), read from the URL map itself.
const sectionOfSegment = new Map<string, Map<string, string>>(
  routing.locales.map((locale) => {
    const segments = new Map<string, string>();
    for (const [internal, localized] of Object.entries(routing.pathnames)) {
      const spelled = typeof localized === 'string' ? localized : localized[locale];
      segments.set(spelled.split('/')[1] ?? '', internal.split('/')[1] ?? '');
    }
    return [locale, segments];
  }),
);

/**
 * Whether the query holds only parameters the page reads, each with a value, in their canonical
 * order and encoding — as the site's own links write them. Any other query would be a page of its
 * own for the same content: a way to push the real pages out of the cache.
 */
function isCanonicalQuery(raw: string, query: URLSearchParams, keys: readonly string[]): boolean {
  if (raw !== query.toString()) return false;
  let previous = 0;
  for (const [key, value] of query) {
    const index = keys.indexOf(key);
    if (index < previous || value === '') return false;
    previous = index;
  }
  return true;
}

/**
 * Whether a page address as visitors write it (`/fr/a-vendre/…?…`) is one to keep: a page the same
 * for everyone, asked for with a canonical query.
 */
export function isKeptPageUrl(url: string): boolean {
  const [path = '', ...queryParts] = url.split('?');
  const raw = queryParts.join('?');
  if (queryParts.length > 0 && raw === '') return false;
  const [, locale = '', segment = '', ...rest] = path.split('/');
  const section = sectionOfSegment.get(locale)?.get(segment);
  const query = new URLSearchParams(raw);
  const page = section === undefined ? null : sharedPage(section, rest, query);
  return page !== null && isCanonicalQuery(raw, query, page.query) && (page.isCanonical?.(query) ?? true);
}
