import type { StaticPathname } from '@/lib/i18n/routing';

/** A link target inside the site, as lib/i18n/navigation's Link takes it. */
export type SiteHref = StaticPathname | { pathname: '/our-agency/[...path]'; params: { path: string[] } };

/** The page of a node of the article tree: the agency page itself, or a path below it. */
export function agencyTreeHref(segments: readonly string[]): SiteHref {
  return segments.length === 0 ? '/our-agency' : { pathname: '/our-agency/[...path]', params: { path: [...segments] } };
}
