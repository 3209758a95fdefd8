import { env } from '@/lib/env';
import { effectiveLocales } from '@/lib/i18n/enabled-locales';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/lib/prisma-client';

// Takes the client as an argument, like article-tree-reads.ts: lib/site/queries.ts caches the
// answer for pages, the proxy keeps its own short-lived copy (lib/i18n/enabled-locales-memo.ts).

/** The languages the site offers: the back-office's choice, else ENABLED_LOCALES (a primary-key read). */
export async function readEnabledLocales(client: Db): Promise<Locale[]> {
  const row = await client.siteConfig.findUnique({ where: { id: 1 }, select: { enabledLocales: true } });
  return effectiveLocales(row?.enabledLocales, env.ENABLED_LOCALES);
}
