import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { leadReplyForm } from '@/lib/admin/forms/lead-reply';
import { replyRecipient } from '@/lib/admin/lead-reply-recipient';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { type Locale, localeOrDefault } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { payloadObject } from '@/lib/leads/lead-contact';
import { deliverPending } from '@/lib/mail/outbox';
import { outboxRow } from '@/lib/mail/queue';
import { textMail } from '@/lib/mail/text-mail';

// A member of staff's e-mail to a lead's visitor, written on the lead's page (docs/back-office.md,
// leads). It goes through the outbox like every mail of the site, linked to the lead, so the
// lead's history shows it with its state; the audit log names who wrote it, never what.

const { subject, message } = formShape(leadReplyForm);

export const replySchema = z.object({
  id: recordIdField,
  // One line: a subject is a header, which a line break would end (no browser sends one).
  subject: subject.refine((value) => !/\p{Cc}/u.test(value)),
  message,
});

/** The language a lead's visitor used, which a reply's subject and sender name are in. */
export function leadLanguage(lead: { locale: string }): Locale {
  return localeOrDefault(lead.locale);
}

/** The subject a reply starts from, in the visitor's language. */
export function defaultReplySubject(lead: { locale: string }): string {
  return translator(leadLanguage(lead), 'LeadReplyMail')('subject');
}

/**
 * Queues the reply, from MAIL_FROM's address under the writer's name, with the agency's address
 * to answer to (MAIL_FROM may be a no-reply one), and tries it at once. Refused, with nothing
 * sent, when the lead was anonymized or holds no e-mail address; the page then gives back what
 * was typed, from the draft the refusal left (lib/admin/write-drafts.ts).
 */
export async function replyToLead(input: z.output<typeof replySchema>, staff: StaffMember): Promise<WriteOutcome> {
  const lead = await db.lead.findUnique({
    where: { id: input.id },
    select: { id: true, locale: true, payload: true, anonymizedAt: true },
  });
  if (!lead) return { error: 'gone' };
  const recipient = replyRecipient({ anonymizedAt: lead.anonymizedAt, payload: payloadObject(lead.payload) });
  if ('refused' in recipient) return { error: recipient.refused };
  const t = translator(leadLanguage(lead), 'LeadReplyMail');
  const mail = textMail(recipient.email, input.subject, input.message, { fromName: t('from', { name: staff.name }) });
  await db.$transaction(async (tx) => {
    const queued = await tx.outboxEmail.create({
      data: { ...outboxRow({ ...mail, headers: { 'Reply-To': env().AGENCY_EMAIL } }), leadId: lead.id },
      select: { id: true },
    });
    await auditEntry(tx, staff, 'lead.reply', `lead:${lead.id}`, { mailId: queued.id });
  });
  void deliverPending().catch(() => {});
  return { notice: 'leadReplyQueued' };
}
