import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import { moduleSubject, touchPage } from '@/lib/admin/module-checks';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { auditEntry } from '@/lib/staff/audit';

/** A module's deletion. */
export const moduleDeleteSchema = z.object({ id: recordIdField, action: z.literal('delete') });

/** Deletes a module with its texts. */
export async function deleteModule(
  { id }: z.output<typeof moduleDeleteSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const existing = await db.module.findUnique({ where: { id }, select: { menuPageId: true, relationType: true } });
  if (!existing) return { error: 'gone' };
  await db.$transaction([
    db.module.delete({ where: { id } }),
    touchPage(existing.menuPageId),
    auditEntry(db, staff, 'module.delete', moduleSubject(id), existing),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'moduleDeleted' };
}
