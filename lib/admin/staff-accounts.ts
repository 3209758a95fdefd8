import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/admin/audit';
import { emailField, localeField, recordIdField } from '@/lib/admin/fields';
import { invitationMail, unknownPasswordHash } from '@/lib/admin/invitation';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { isUniqueViolation } from '@/lib/admin/unique-violation';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { deliverPending } from '@/lib/mail/outbox';
import { outboxRow, queueMail } from '@/lib/mail/queue';
import { STAFF_ROLES } from '@/lib/staff/roles';

// Staff accounts are read on every request (lib/admin/staff-member.ts) and never cached: a role
// changed or an account disabled counts at the member's next request, with no cache tag to expire.

/** Every member of staff, by name, the disabled ones included. */
export function staffAccounts() {
  return db.staff.findMany({
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, email: true, role: true, locale: true, disabledAt: true },
  });
}

const roleField = z.enum(STAFF_ROLES);

export const staffCreateSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: emailField,
  role: roleField,
  locale: localeField,
});

/** Makes a staff account and mails the invitation to choose its password, in its language. */
export async function createStaffAccount(
  input: z.output<typeof staffCreateSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const taken = { error: 'emailTaken', field: 'email' } as const;
  if (await db.staff.findUnique({ where: { email: input.email }, select: { id: true } })) return taken;
  const passwordHash = await unknownPasswordHash();
  let member;
  try {
    member = await db.$transaction(async (tx) => {
      const row = await tx.staff.create({ data: { ...input, passwordHash }, select: { id: true } });
      await auditEntry(tx, staff, 'staff.create', `staff:${row.id}`, input);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
  await queueMail(db, await invitationMail(db, { kind: 'staff', id: member.id, ...input }, env.SITE_URL));
  // Sent now rather than at the outbox worker's next round (lib/mail/worker.ts): someone waits for it.
  void deliverPending().catch(() => {});
  return { notice: 'staffCreated' };
}

export const staffWriteSchema = z.discriminatedUnion('action', [
  z.object({ id: recordIdField, action: z.literal('invite') }),
  z.object({ id: recordIdField, action: z.literal('disable') }),
  z.object({ id: recordIdField, action: z.literal('enable') }),
  z.object({ id: recordIdField, action: z.literal('role'), role: roleField }),
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
  invite: 'staffInvited',
  disable: 'staffDisabled',
  enable: 'staffEnabled',
  role: 'staffRoleChanged',
} as const;

/**
 * One write on a staff account (app/api/admin/staff/[id]): a new invitation, a role, or the
 * account disabled (its session version raised, so its sessions end: lib/auth/options.ts) or
 * enabled again.
 */
export async function writeStaffAccount(input: StaffWrite, staff: StaffMember): Promise<WriteOutcome> {
  if (removesOwnAccess(input, staff)) return { error: 'ownAccount' };
  const member = await db.staff.findUnique({
    where: { id: input.id },
    select: { id: true, name: true, email: true, locale: true, disabledAt: true },
  });
  if (!member) return { error: 'gone' };
  const subject = `staff:${member.id}`;
  if (input.action === 'invite') {
    if (member.disabledAt) return { error: 'accountDisabled' };
    const mail = await invitationMail(db, { kind: 'staff', ...member }, env.SITE_URL);
    await db.$transaction([
      db.outboxEmail.create({ data: outboxRow(mail) }),
      auditEntry(db, staff, 'staff.invite', subject),
    ]);
    void deliverPending().catch(() => {});
  } else {
    const data =
      input.action === 'role'
        ? { role: input.role }
        : input.action === 'disable'
          ? { disabledAt: new Date(), sessionVersion: { increment: 1 } }
          : { disabledAt: null };
    const detail = input.action === 'role' ? { role: input.role } : undefined;
    await db.$transaction([
      db.staff.update({ where: { id: member.id }, data, select: { id: true } }),
      auditEntry(db, staff, `staff.${input.action}`, subject, detail),
    ]);
  }
  return { notice: NOTICES[input.action] };
}
