import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { originalPathCrumbs } from '@/lib/site/original-path-crumbs';

/**
 * The breadcrumb from the table of original paths (docs/cms.md, original paths and breadcrumbs),
 * down to the current page (`current` names it). A crumb the table names but the site cannot label
 * is left out rather than guessed.
 */
export async function TrailBreadcrumbs({
  originalPath,
  locale,
  current,
}: {
  originalPath: string;
  locale: Locale;
  current: string;
}) {
  const crumbs = await originalPathCrumbs(originalPath, locale);
  const items: Crumb[] = crumbs
    .slice(0, -1)
    .flatMap((crumb) => (crumb.label ? [{ label: crumb.label, href: crumb.href }] : []));
  if (crumbs.length > 0) items.push({ label: current });
  return <Breadcrumbs items={items} />;
}
