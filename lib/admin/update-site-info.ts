import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { formShape } from '@/lib/admin/form-declaration';
import { siteInfoForm } from '@/lib/admin/forms/settings';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { TAG_ID_KINDS } from '@/lib/consent/tag-ids';
import { db } from '@/lib/db';
import { auditEntry } from '@/lib/staff/audit';

export const siteInfoWriteSchema = z.object(formShape(siteInfoForm));

/**
 * Saves the tag ids. Pages read them only to load tags after consent (docs/consent.md); their
 * cached copy is site content, expired on every server so the next page uses the new ids.
 */
export async function updateSiteInfo(
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
