import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { formShape } from '@/lib/admin/form-declaration';
import { languagesForm, retentionForm, siteInfoForm } from '@/lib/admin/forms/settings';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { TAG_ID_KINDS, type TagIdKind } from '@/lib/consent/tag-ids';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { effectiveLocales, formatLocaleList, parseLocaleList } from '@/lib/i18n/enabled-locales';
import { RETENTION_KINDS } from '@/lib/privacy/retention-periods';
import { readRetentionPeriods } from '@/lib/privacy/retention-reads';

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

export const siteInfoWriteSchema = z.object(formShape(siteInfoForm));

/**
 * Saves the tag ids. Pages read them only to load tags after consent (docs/consent.md); their
 * cached copy is site content, expired on every server so the next page uses the new ids.
 */
export async function writeSiteInfo(
  input: z.output<typeof siteInfoWriteSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const before = await db.siteInfo.findUnique({ where: { id: 1 } });
  const changed = TAG_ID_KINDS.filter((kind) => (before?.[kind] ?? null) !== input[kind]);
  // Saved again unchanged: nothing to write, log or expire.
  if (changed.length === 0) return { notice: 'siteInfoSaved' };
  await db.$transaction([
    db.siteInfo.upsert({ where: { id: 1 }, create: { id: 1, ...input }, update: input }),
    auditEntry(
      db,
      staff,
      'settings.editSiteInfo',
      'siteInfo:1',
      Object.fromEntries(changed.map((kind) => [kind, input[kind]])),
    ),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'siteInfoSaved' };
}

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
export async function writeLanguages(
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

export const retentionWriteSchema = z.object(formShape(retentionForm));

/**
 * Saves how long each kind of personal data is kept (docs/forms.md, personal data), each within
 * its kind's bounds. The daily retention job reads them at its next round; the privacy statement
 * states them (lib/privacy/privacy-periods.ts), so site content is expired on every server.
 */
export async function writeRetention(
  input: z.output<typeof retentionWriteSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const before = await readRetentionPeriods(db);
  const changed = RETENTION_KINDS.filter((kind) => before[kind] !== input[kind]);
  if (changed.length === 0) return { notice: 'retentionSaved' };
  await db.$transaction([
    ...changed.map((kind) =>
      db.retentionPeriod.upsert({
        where: { kind },
        create: { kind, amount: input[kind] },
        update: { amount: input[kind] },
      }),
    ),
    auditEntry(
      db,
      staff,
      'settings.editRetention',
      'retention',
      Object.fromEntries(changed.map((kind) => [kind, input[kind]])),
    ),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'retentionSaved' };
}
