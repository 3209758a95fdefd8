// Which pages are the same for every visitor (docs/caching.md, rendered pages): their HTML depends
// only on the URL, the catalogue and the site content — never on a session, a cookie or a token in
// the query. The proxy marks their responses; only marked responses are kept (lib/page-cache).

/** The response header by which the proxy marks a page every visitor may be given (never sent out). */
export const SHARED_PAGE_HEADER = 'x-vitrine-shared-page';

// First segments of the app's internal paths (app/[locale]/…) of pages anyone may be shown. Left
// out: the owner portal and its sign-in pages (a session), the preview (staff or a signed link),
// unsubscribe (a token), the favourites (the visitor's own list), the 404 page (its status already
// keeps it out) and the catch-all, which only answers 404.
const SHARED_SECTIONS: ReadonlySet<string> = new Set([
  '',
  'for-sale',
  'for-rent',
  'projects',
  'our-agency',
  'contact',
  'free-valuation',
  'demand-register',
  'thank-you',
  'privacy-statement',
  'cookie-policy',
  'disclaimer',
]);

/** Whether the page at this internal path (`/{locale}/…`, after the language routing) is the same for everyone. */
export function isSharedPagePath(internalPath: string): boolean {
  const [, locale = '', section = ''] = internalPath.split('/');
  return locale !== '' && SHARED_SECTIONS.has(section);
}
