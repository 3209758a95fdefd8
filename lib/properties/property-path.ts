import type { Goal } from '@/lib/properties/goal';

/** The route and params of a property's canonical page (DESIGN.md §3). */
export function propertyHref(property: { id: number; goal: Goal; citySlug: string; titleSlug: string }) {
  const pathname = property.goal === 'sale' ? '/for-sale/[city]/[title]/[id]' : '/for-rent/[city]/[title]/[id]';
  return {
    pathname,
    params: { city: property.citySlug, title: property.titleSlug, id: String(property.id) },
  } as const;
}
