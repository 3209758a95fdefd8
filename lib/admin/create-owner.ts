import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { formShape } from '@/lib/admin/form-declaration';
import { ownerCreateForm } from '@/lib/admin/forms/accounts';
import { createInvitedAccount } from '@/lib/admin/invitation';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';

export const ownerCreateSchema = z.object(formShape(ownerCreateForm));

/** Makes an owner account and mails them the invitation to choose their password. */
export function createOwner(input: z.output<typeof ownerCreateSchema>, staff: StaffMember): Promise<WriteOutcome> {
  return createInvitedAccount('owner', input, staff, {
    exists: (email) => db.owner.findUnique({ where: { email }, select: { id: true } }),
    insert: (tx, data) => tx.owner.create({ data, select: { id: true } }),
  });
}
