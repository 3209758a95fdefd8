import type { ThankYouForm } from '@/lib/i18n/thank-you-forms';
import { outboxRow, type QueuedMail } from '@/lib/mail/queue';
import type { Db } from '@/lib/prisma-client';

export type LeadInput = {
  /** The key of the form's thank-you page for this lead (lib/i18n/visitor-form-definitions.ts). */
  type: ThankYouForm;
  locale: string;
  propertyId?: number | null;
  projectId?: number | null;
  payload: Record<string, unknown>;
  consent: boolean;
  sourcePage?: string | null;
};

type Transaction = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** Work that must succeed or fail together with the lead (booking a slot, saving an alert…). */
export type AlongsideLead = (tx: Transaction, leadId: number) => Promise<void>;

// A burst of visitors (a property in the newspaper) queues for the database's connections; the
// default two seconds of waiting would turn that queue into "not sent" answers and lost leads.
const LEAD_TRANSACTION = { maxWait: 20_000, timeout: 20_000 };

/**
 * Stores the lead and its mails in one transaction, before any mail is attempted: when SMTP is
 * down the lead is already safe and the outbox sends the mails later (docs/forms.md, nothing lost).
 */
export async function storeLead(
  db: Db,
  lead: LeadInput,
  mails: (lead: { id: number }) => QueuedMail[],
  alongside?: AlongsideLead,
): Promise<number> {
  return db.$transaction(async (tx) => {
    const row = await tx.lead.create({
      data: {
        type: lead.type,
        locale: lead.locale,
        propertyId: lead.propertyId ?? null,
        projectId: lead.projectId ?? null,
        payload: JSON.stringify(lead.payload),
        consent: lead.consent,
        sourcePage: lead.sourcePage ?? null,
      },
    });
    if (alongside) await alongside(tx, row.id);
    const outgoing = mails(row);
    if (outgoing.length > 0)
      await tx.outboxEmail.createMany({ data: outgoing.map((mail) => ({ ...outboxRow(mail), leadId: row.id })) });
    return row.id;
  }, LEAD_TRANSACTION);
}
