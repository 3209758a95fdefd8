import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { formShape } from '@/lib/admin/form-declaration';
import { retentionForm } from '@/lib/admin/forms/settings';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { RETENTION_KINDS } from '@/lib/privacy/retention-periods';
import { readRetentionPeriods } from '@/lib/privacy/retention-reads';
import { auditEntry } from '@/lib/staff/audit';

export const retentionWriteSchema = z.object(formShape(retentionForm));

/**
 * Saves how long each kind of personal data is kept (docs/forms.md, personal data), each within
 * its kind's bounds. The daily retention job reads them at its next round; the privacy statement
 * states them (lib/privacy/privacy-periods.ts), so site content is expired on every server.
 */
export async function updateRetention(
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
