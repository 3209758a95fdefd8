import type { QueuedMail } from '@/lib/mail/queue';
import type { Db } from '@/lib/prisma-client';

export type LeadInput = {
  type: string;
  locale: string;
  propertyId?: number | null;
  payload: Record<string, unknown>;
  consent: boolean;
  sourcePage?: string | null;
};

/**
 * Stores the lead and its mails in one transaction, before any mail is attempted: when SMTP is
 * down the lead is already safe and the outbox sends the mails later (issue 5, "nothing lost").
 */
export async function storeLead(
  db: Db,
  lead: LeadInput,
  mails: (lead: { id: number }) => QueuedMail[],
): Promise<number> {
  return db.$transaction(async (tx) => {
    const row = await tx.lead.create({
      data: {
        type: lead.type,
        locale: lead.locale,
        propertyId: lead.propertyId ?? null,
        payload: JSON.stringify(lead.payload),
        consent: lead.consent,
        sourcePage: lead.sourcePage ?? null,
      },
    });
    const outgoing = mails(row);
    if (outgoing.length > 0)
      await tx.outboxEmail.createMany({ data: outgoing.map((mail) => ({ ...mail, leadId: row.id })) });
    return row.id;
  });
}
