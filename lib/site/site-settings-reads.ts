import { env } from '@/lib/env';
import { effectiveLocales } from '@/lib/i18n/enabled-locales';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/lib/prisma-client';
import { draftRoutes } from '@/lib/site/draft-routes';

// Take the client as an argument, like article-tree-reads.ts: lib/site/queries.ts caches the
// languages for pages, the proxy keeps its own short-lived copy of both reads
// (lib/site/proxy-settings-memo.ts).

/** The languages the site offers: the back-office's choice, else ENABLED_LOCALES (a primary-key read). */
export async function readEnabledLocales(client: Db): Promise<Locale[]> {
  const row = await client.siteConfig.findUnique({ where: { id: 1 }, select: { enabledLocales: true } });
  return effectiveLocales(row?.enabledLocales, env().ENABLED_LOCALES);
}

/** The routes whose menu pages are all drafts (lib/site/draft-routes.ts): a dozen rows. */
async function readDraftRoutes(client: Db): Promise<string[]> {
  const pages = await client.menuPage.findMany({
    where: { routeKey: { not: null } },
    select: { routeKey: true, status: true },
  });
  return draftRoutes(pages);
}

/** What the proxy needs of the site's settings before any page runs. */
export type ProxySettings = { enabledLocales: Locale[]; draftRoutes: string[] };

/** Both reads at once, for the proxy's copy (docs/caching.md, the proxy's copy of site settings). */
export async function readProxySettings(client: Db): Promise<ProxySettings> {
  const [enabledLocales, routes] = await Promise.all([readEnabledLocales(client), readDraftRoutes(client)]);
  return { enabledLocales, draftRoutes: routes };
}
