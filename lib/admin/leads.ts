import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import { LEAD_STATUSES, LEADS_PER_PAGE, leadWhere, type LeadFilter, type LeadStatus } from '@/lib/admin/lead-filter';
import { MAIL_COLUMNS } from '@/lib/admin/outbox';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { pageCount, pageSlice } from '@/lib/domain/paging';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { leadContact, payloadObject } from '@/lib/leads/lead-contact';
import { databaseProvider } from '@/lib/prisma-client';

// The leads inbox (docs/back-office.md). Leads hold visitors' personal data: they are read here for
// the admin's pages only, and their payloads are never logged, not even in the audit log.

/**
 * One page of the inbox, newest first, and how many leads the filter holds. The page's leads are
 * found by their ids first: ordering by date then sorts two small columns, not whole payloads,
 * which keeps a page quick with a hundred thousand leads. `staffId`: who is looking ("mine").
 */
export async function leadsPage(filter: LeadFilter, staffId: number) {
  const where = leadWhere(filter, databaseProvider(env().DATABASE_URL), staffId);
  const [total, ids] = await Promise.all([
    db.lead.count({ where }),
    db.lead.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageSlice(filter.page, LEADS_PER_PAGE),
      select: { id: true },
    }),
  ]);
  const rows = await db.lead.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    select: {
      id: true,
      type: true,
      locale: true,
      status: true,
      createdAt: true,
      projectId: true,
      payload: true,
      property: { select: { recordFile: true } },
      assignedTo: { select: { name: true } },
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const leads = ids.flatMap(({ id }) => {
    const row = byId.get(id);
    if (!row) return [];
    const { payload, property, assignedTo, ...lead } = row;
    const contact = leadContact(payloadObject(payload));
    const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
    return [
      {
        ...lead,
        reference: property?.recordFile ?? null,
        name: name || null,
        email: contact.email,
        assignee: assignedTo?.name ?? null,
      },
    ];
  });
  return { total, pageCount: pageCount(total, LEADS_PER_PAGE), leads };
}

export type InboxLead = Awaited<ReturnType<typeof leadsPage>>['leads'][number];

/**
 * One lead in full: its payload, its property's reference and state, who follows it up, its mails
 * in the outbox, and a visit booking's slots in the order the visit went through them (each move
 * cancels one and books the next: lib/appointments/visit-state.ts).
 */
export async function leadInFull(id: number) {
  const lead = await db.lead.findUnique({
    where: { id },
    include: {
      property: { select: { id: true, recordFile: true, status: true } },
      assignedTo: { select: { id: true, name: true } },
      emails: { orderBy: { id: 'asc' }, select: MAIL_COLUMNS },
      appointments: {
        orderBy: [{ calendarSequence: 'asc' }, { id: 'asc' }],
        select: { id: true, startsAt: true, endsAt: true, status: true },
      },
    },
  });
  return lead && { ...lead, payload: payloadObject(lead.payload) };
}

const NOTICES = {
  new: 'leadsMarkedNew',
  handled: 'leadsMarkedHandled',
  spam: 'leadsMarkedSpam',
} as const satisfies Record<LeadStatus, string>;

/** One lead (its page) or several (the inbox's check boxes): a name sent once or many times. */
const leadIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(recordIdField).min(1).max(LEADS_PER_PAGE));

export const leadStatusSchema = z.object({ ids: leadIds, status: z.enum(LEAD_STATUSES) });

/**
 * Marks leads new, handled or spam; each change is audited with the status it replaced. Leads are
 * seen by staff only, never by visitors (the owner's portal shows no status and caches nothing),
 * so no cache tag is expired (docs/caching.md).
 */
export async function markLeads(input: z.output<typeof leadStatusSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const leads = await db.lead.findMany({ where: { id: { in: input.ids } }, select: { id: true, status: true } });
  if (leads.length === 0) return { error: 'gone' };
  const changed = leads.filter((lead) => lead.status !== input.status);
  if (changed.length > 0) {
    await db.$transaction([
      db.lead.updateMany({ where: { id: { in: changed.map((lead) => lead.id) } }, data: { status: input.status } }),
      ...changed.map((lead) =>
        auditEntry(db, staff, 'lead.mark', `lead:${lead.id}`, { from: lead.status, to: input.status }),
      ),
    ]);
  }
  return { notice: NOTICES[input.status] };
}
