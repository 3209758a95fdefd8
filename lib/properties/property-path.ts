import { GOAL, type Goal } from '@/lib/properties/goal';

/**
 * The town segment of a property's or a project's URL when its town has no slug in that language:
 * the URL still resolves (the id decides) and the page redirects to its canonical address.
 */
export const UNKNOWN_CITY_SLUG = 'city';

/** The query parameter naming the tab a property page opens on (its photos, map, documents…). */
export const TAB_PARAM = 'tab';
/** The id of a property page's tabs, the anchor a link to one of them scrolls to. */
export const TABS_ANCHOR = 'property-tabs';

/** The address of a property page's tab, from another place of the same page. */
export function tabHref(tab: string): string {
  return `?${TAB_PARAM}=${tab}#${TABS_ANCHOR}`;
}

/** The route of a property's page (docs/url-map.md, property and project URLs). */
export function propertyPathname(goal: Goal) {
  return goal === GOAL.sale ? '/for-sale/[city]/[title]/[id]' : '/for-rent/[city]/[title]/[id]';
}

/** The route and params of a property's canonical page. */
export function propertyHref(property: { id: number; goal: Goal; citySlug: string; titleSlug: string }) {
  return {
    pathname: propertyPathname(property.goal),
    params: { city: property.citySlug, title: property.titleSlug, id: String(property.id) },
  } as const;
}
