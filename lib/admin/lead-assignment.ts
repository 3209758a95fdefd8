import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import type { LeadStatus } from '@/lib/admin/lead-filter';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { leadContact, payloadObject } from '@/lib/leads/lead-contact';
import { mayEnter, STAFF_ROLES } from '@/lib/staff/roles';

// Who follows a lead up (docs/back-office.md, leads): one member of staff or nobody, set from the
// lead's page and audited as `lead.assign`. Leads are seen by staff only: no cache tag to expire.

/** The roles that reach the leads: only their holders can take one. */
const LEAD_ROLES = STAFF_ROLES.filter((role) => mayEnter(role, 'leads'));

/** Members of staff a lead can be given to: enabled accounts whose role reaches the leads, by name. */
export function assignableStaff() {
  return db.staff.findMany({
    where: { disabledAt: null, role: { in: LEAD_ROLES } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true },
  });
}

export const assignmentSchema = z.object({
  id: recordIdField,
  // Empty: nobody.
  assigneeId: z.union([z.literal('').transform(() => null), recordIdField]),
});

/**
 * Gives the lead to a member of staff, or to nobody. Refused for an account that is disabled or
 * whose role does not reach the leads: they could not open it. Audited with both names, which
 * the entry keeps should an account be deleted.
 */
export async function assignLead(input: z.output<typeof assignmentSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const lead = await db.lead.findUnique({
    where: { id: input.id },
    select: { id: true, assignedTo: { select: { id: true, name: true } } },
  });
  if (!lead) return { error: 'gone' };
  const notice = input.assigneeId === null ? 'leadUnassigned' : 'leadAssigned';
  // Unchanged, even to an account disabled since: nothing to write.
  if ((lead.assignedTo?.id ?? null) === input.assigneeId) return { notice };
  const assignee =
    input.assigneeId === null
      ? null
      : await db.staff.findFirst({
          where: { id: input.assigneeId, disabledAt: null, role: { in: LEAD_ROLES } },
          select: { id: true, name: true },
        });
  if (input.assigneeId !== null && !assignee) return { error: 'leadAssigneeUnknown', field: 'assigneeId' };
  await db.$transaction([
    db.lead.update({ where: { id: lead.id }, data: { assignedToId: assignee?.id ?? null }, select: { id: true } }),
    auditEntry(db, staff, 'lead.assign', `lead:${lead.id}`, {
      fromId: lead.assignedTo?.id ?? null,
      from: lead.assignedTo?.name ?? null,
      toId: assignee?.id ?? null,
      to: assignee?.name ?? null,
    }),
  ]);
  return { notice };
}

/** How many of a member of staff's open leads the dashboard lists; the inbox's filter has them all. */
export const MY_LEADS_SHOWN = 10;

/**
 * The open leads a member of staff follows up, newest first: new (neither handled nor spam) and
 * still holding what the visitor sent. With how many there are in all.
 */
export async function myOpenLeads(staffId: number) {
  const where = { assignedToId: staffId, status: 'new' satisfies LeadStatus, anonymizedAt: null };
  const [total, rows] = await Promise.all([
    db.lead.count({ where }),
    db.lead.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MY_LEADS_SHOWN,
      select: { id: true, type: true, createdAt: true, payload: true },
    }),
  ]);
  const leads = rows.map(({ payload, ...lead }) => {
    const contact = leadContact(payloadObject(payload));
    return { ...lead, name: [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null };
  });
  return { total, leads };
}
