import 'server-only';
import { TAG_ID_KINDS, type TagIdKind } from '@/lib/consent/tag-ids';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { effectiveLocales, parseLocaleList } from '@/lib/i18n/enabled-locales';
import { readRetentionPeriods } from '@/lib/privacy/retention-reads';

// The site settings of the back-office: what the settings page reads. Each of its forms has a
// write of its own: update-site-info.ts (the tag ids), update-languages.ts (the languages on
// offer), update-retention.ts (how long personal data is kept).

/**
 * What the settings page shows: the tag ids as stored, the languages with where they come from,
 * and the keeping times of personal data.
 */
export async function siteSettings() {
  const [info, config, retention] = await Promise.all([
    db.siteInfo.findUnique({ where: { id: 1 } }),
    db.siteConfig.findUnique({ where: { id: 1 }, select: { enabledLocales: true } }),
    readRetentionPeriods(db),
  ]);
  return {
    retention,
    tagIds: Object.fromEntries(TAG_ID_KINDS.map((kind) => [kind, info?.[kind] ?? ''])) as Record<TagIdKind, string>,
    /** The back-office's choice, or null while the site follows ENABLED_LOCALES. */
    chosenLocales: parseLocaleList(config?.enabledLocales),
    environmentLocales: effectiveLocales(null, env().ENABLED_LOCALES),
  };
}
