// A route with a screen of its own is public while one of its menu pages is published, as the menu
// shows it (docs/cms.md, menu pages). Left only in drafts, its address is the 404 page and the
// sitemap leaves it out; the pages below it (a property under "for sale") stay reachable.

/** The home page: every visitor starts there, so it is never a draft. */
const HOME_ROUTE = '/';

/** Whether the page shown at `routeKey` may be set to Draft. */
export function mayBeDraft(routeKey: string | null): boolean {
  return routeKey !== HOME_ROUTE;
}

/** The route keys whose menu pages are all drafts (any status but Published), the home page's never. */
export function draftRoutes(pages: readonly { routeKey: string | null; status: string }[]): string[] {
  const published = new Set(pages.filter((page) => page.status === 'Published').map((page) => page.routeKey));
  const drafts = pages.flatMap(({ routeKey }) =>
    routeKey && mayBeDraft(routeKey) && !published.has(routeKey) ? [routeKey] : [],
  );
  return [...new Set(drafts)];
}

/** Whether an internal path (the route's own spelling after the language: "/free-valuation/") is a draft route. */
export function isDraftRoute(internalPath: string, routes: readonly string[]): boolean {
  const path = internalPath.replace(/\/+$/, '') || HOME_ROUTE;
  return mayBeDraft(path) && routes.includes(path);
}
