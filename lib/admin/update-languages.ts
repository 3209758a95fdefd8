import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { formShape } from '@/lib/admin/form-declaration';
import { languagesForm } from '@/lib/admin/forms/settings';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { formatLocaleList } from '@/lib/i18n/enabled-locales';
import { auditEntry } from '@/lib/staff/audit';

export const languagesWriteSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('choose'), ...formShape(languagesForm) }),
  // Back to ENABLED_LOCALES of the environment.
  z.object({ action: z.literal('follow') }),
]);

const LANGUAGE_NOTICES = { choose: 'languagesSaved', follow: 'languagesFollowEnvironment' } as const;

/**
 * Chooses the languages the site offers, or gives the choice back to the environment. Pages read
 * them as site content; the proxy keeps its own short-lived copy, which expiring site content
 * drops too (lib/cache/expire.ts), on this server and on the others (docs/caching.md, several servers).
 */
export async function updateLanguages(
  input: z.output<typeof languagesWriteSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const exists = await db.siteConfig.findUnique({ where: { id: 1 }, select: { id: true } });
  if (!exists) return { error: 'gone' };
  const enabledLocales = input.action === 'choose' ? formatLocaleList(input.locales) : null;
  await db.$transaction([
    db.siteConfig.update({ where: { id: 1 }, data: { enabledLocales } }),
    auditEntry(
      db,
      staff,
      input.action === 'choose' ? 'settings.setLanguages' : 'settings.resetLanguages',
      'siteConfig:1',
      { enabledLocales },
    ),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: LANGUAGE_NOTICES[input.action] };
}
