import 'server-only';
import { INVITED_ACCOUNT_COLUMNS, inviteAgain } from '@/lib/admin/invitation';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';

// Its schema is the one a staff account's page shares (INVITED_ACCOUNT_WRITES, lib/admin/invitation.ts).

/** A new invitation to an owner account, unless it is disabled: its link replaces the older ones. */
export async function inviteOwner({ id }: { id: number }, staff: StaffMember): Promise<WriteOutcome> {
  const owner = await db.owner.findUnique({ where: { id }, select: INVITED_ACCOUNT_COLUMNS });
  if (!owner) return { error: 'gone' };
  return inviteAgain({ kind: 'owner', ...owner }, staff);
}
