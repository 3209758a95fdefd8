import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { propertyLinkForm } from '@/lib/admin/forms/accounts';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { normalizeReference } from '@/lib/domain/reference';
import { recordIdParam } from '@/lib/http/record-id';
import { auditEntry } from '@/lib/staff/audit';

/** A property to link to an owner account, named by its id or its reference. */
export const ownerPropertyLinkSchema = z.object({
  id: recordIdField,
  action: z.literal('link'),
  ...formShape(propertyLinkForm),
});

/** The property a member of staff named, or why none: references are not unique in the feed. */
async function namedProperty(named: string) {
  const select = { id: true, recordFile: true } as const;
  const id = recordIdParam(named);
  const byId = id === null ? null : await db.property.findUnique({ where: { id }, select });
  if (byId) return byId;
  const byReference = await db.property.findMany({ where: { recordFile: normalizeReference(named) }, select, take: 2 });
  if (byReference.length === 1) return byReference[0]!;
  return byReference.length === 0 ? 'propertyUnknown' : 'propertyAmbiguous';
}

/** Links a property to an owner account: the owner sees it in their portal on their next request. */
export async function linkOwnerProperty(
  input: z.output<typeof ownerPropertyLinkSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const owner = await db.owner.findUnique({ where: { id: input.id }, select: { id: true } });
  if (!owner) return { error: 'gone' };
  const property = await namedProperty(input.property);
  if (typeof property === 'string') return { error: property, field: 'property' };
  const key = { ownerId: owner.id, propertyId: property.id };
  await db.$transaction([
    db.ownerProperty.upsert({ where: { ownerId_propertyId: key }, create: key, update: {} }),
    auditEntry(db, staff, 'owner.link', `owner:${owner.id}`, {
      propertyId: property.id,
      reference: property.recordFile,
    }),
  ]);
  return { notice: 'propertyLinked' };
}
