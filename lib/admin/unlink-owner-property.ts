import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { auditEntry } from '@/lib/staff/audit';

/** A property linked to an owner account, to unlink: named by its id. */
export const ownerPropertyUnlinkSchema = z.object({
  id: recordIdField,
  action: z.literal('unlink'),
  property: recordIdField,
});

/** Unlinks a property from an owner account. */
export async function unlinkOwnerProperty(
  input: z.output<typeof ownerPropertyUnlinkSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const owner = await db.owner.findUnique({ where: { id: input.id }, select: { id: true } });
  if (!owner) return { error: 'gone' };
  const propertyId = input.property;
  const link = await db.ownerProperty.findUnique({
    where: { ownerId_propertyId: { ownerId: owner.id, propertyId } },
    select: { property: { select: { recordFile: true } } },
  });
  if (!link) return { error: 'gone' };
  await db.$transaction([
    db.ownerProperty.deleteMany({ where: { ownerId: owner.id, propertyId } }),
    auditEntry(db, staff, 'owner.unlink', `owner:${owner.id}`, { propertyId, reference: link.property.recordFile }),
  ]);
  return { notice: 'propertyUnlinked' };
}
