import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { leadNoteForm } from '@/lib/admin/forms/lead-note';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';

// Staff's internal notes on a lead (docs/back-office.md, leads): written on its page, shown in its
// history, never to its visitor. A note may speak of the visitor, so it goes with the lead's
// personal data (lib/privacy/lead-erasure.ts), and its text stays out of the audit log.

export const noteSchema = z.object({ id: recordIdField, ...formShape(leadNoteForm) });

/**
 * Adds a note by the member of staff signed in, audited as `lead.note` with the note's number.
 * Refused on an anonymized lead: the erasure of its personal data has run and would not run again.
 */
export async function addLeadNote(input: z.output<typeof noteSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const lead = await db.lead.findUnique({ where: { id: input.id }, select: { id: true, anonymizedAt: true } });
  if (!lead) return { error: 'gone' };
  if (lead.anonymizedAt) return { error: 'leadNoteAnonymized' };
  await db.$transaction(async (tx) => {
    const note = await tx.leadNote.create({
      data: { leadId: lead.id, staffId: staff.id, staffName: staff.name, text: input.note },
      select: { id: true },
    });
    await auditEntry(tx, staff, 'lead.note', `lead:${lead.id}`, { noteId: note.id });
  });
  return { notice: 'leadNoteAdded' };
}
