import 'server-only';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { auditEntry } from '@/lib/staff/audit';

// Its schema is the one a staff account's page shares (INVITED_ACCOUNT_WRITES, lib/admin/invitation.ts).

/** Enables an owner account again (lib/admin/disable-owner.ts says what disabling did). */
export async function enableOwner({ id }: { id: number }, staff: StaffMember): Promise<WriteOutcome> {
  const owner = await db.owner.findUnique({ where: { id }, select: { id: true } });
  if (!owner) return { error: 'gone' };
  const audit = auditEntry(db, staff, 'owner.enable', `owner:${owner.id}`);
  const enable = db.owner.update({ where: { id: owner.id }, data: { disabledAt: null }, select: { id: true } });
  await db.$transaction([enable, audit]);
  return { notice: 'ownerEnabled' };
}
