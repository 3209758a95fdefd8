/**
 * The tags of the data visitors see, cached across requests (docs/caching.md). A reader tags
 * what it caches; a write that changes what visitors see expires exactly the tags it touched.
 */
export const CACHE_TAG = {
  /** Site configuration, menus, CMS pages, modules, articles, original paths, tag ids. */
  siteContent: 'site-content',
  /** What spans the catalogue: listings, facets and counts, new arrivals, map points, the sitemap. */
  listings: 'listings',
  /** Property types, towns and managers: names shown on every property page. */
  references: 'references',
  /** The project list and every project page (their units are properties). */
  projects: 'projects',
  testimonials: 'testimonials',
  /** Every property's page: what an import that changed many properties expires at once. */
  properties: 'properties',
  /** One property's page. */
  property: (id: number) => `property:${id}`,
  /** One property's open visit slots. */
  visitSlots: (propertyId: number) => `visit-slots:${propertyId}`,
} as const;
