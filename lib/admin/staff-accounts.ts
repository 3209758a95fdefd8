import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { staffCreateForm, staffRoleForm } from '@/lib/admin/forms/accounts';
import {
  createInvitedAccount,
  INVITED_ACCOUNT_COLUMNS,
  INVITED_ACCOUNT_WRITES,
  inviteAgain,
} from '@/lib/admin/invitation';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { disableAccount } from '@/lib/auth/disable-account';
import { db } from '@/lib/db';

// Staff accounts are read on every request (lib/admin/staff-member.ts) and never cached: a role
// changed or an account disabled counts at the member's next request, with no cache tag to expire.

/** Every member of staff, by name, the disabled ones included. */
export function staffAccounts() {
  return db.staff.findMany({
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { ...INVITED_ACCOUNT_COLUMNS, role: true },
  });
}

export const staffCreateSchema = z.object(formShape(staffCreateForm));

/** Makes a staff account and mails the invitation to choose its password, in its language. */
export function createStaffAccount(
  input: z.output<typeof staffCreateSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  return createInvitedAccount('staff', input, staff, {
    exists: (email) => db.staff.findUnique({ where: { email }, select: { id: true } }),
    insert: (tx, data) => tx.staff.create({ data, select: { id: true } }),
  });
}

export const staffWriteSchema = z.discriminatedUnion('action', [
  ...INVITED_ACCOUNT_WRITES,
  z.object({ id: recordIdField, action: z.literal('role'), ...formShape(staffRoleForm) }),
]);
type StaffWrite = z.output<typeof staffWriteSchema>;

/**
 * Whether the write would take the acting admin's own access away. Refused: whoever runs this
 * page is an enabled admin who cannot remove themselves, so the site always keeps one.
 */
function removesOwnAccess(input: StaffWrite, staff: StaffMember): boolean {
  if (input.id !== staff.id) return false;
  return input.action === 'disable' || (input.action === 'role' && input.role !== 'admin');
}

const NOTICES = {
  disable: 'staffDisabled',
  enable: 'staffEnabled',
  role: 'staffRoleChanged',
} as const;

/**
 * One write on a staff account (app/api/admin/staff/[id]): a new invitation, a role, or the
 * account disabled (its sessions end and its open links are spent: lib/auth/disable-account.ts)
 * or enabled again.
 */
export async function writeStaffAccount(input: StaffWrite, staff: StaffMember): Promise<WriteOutcome> {
  if (removesOwnAccess(input, staff)) return { error: 'ownAccount' };
  const member = await db.staff.findUnique({ where: { id: input.id }, select: INVITED_ACCOUNT_COLUMNS });
  if (!member) return { error: 'gone' };
  if (input.action === 'invite') return inviteAgain({ kind: 'staff', ...member }, staff);
  const detail = input.action === 'role' ? { role: input.role } : undefined;
  const audit = auditEntry(db, staff, `staff.${input.action}`, `staff:${member.id}`, detail);
  if (input.action === 'disable') {
    await db.$transaction([...disableAccount(db, { kind: 'staff', id: member.id }), audit]);
  } else {
    const data = input.action === 'role' ? { role: input.role } : { disabledAt: null };
    await db.$transaction([db.staff.update({ where: { id: member.id }, data, select: { id: true } }), audit]);
  }
  return { notice: NOTICES[input.action] };
}
