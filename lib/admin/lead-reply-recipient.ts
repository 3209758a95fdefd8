import '@/lib/zod-without-eval';
import { z } from 'zod';
import { leadContact } from '@/lib/leads/lead-contact';

// Whom a reply from a lead's page goes to (lib/admin/lead-reply.ts): the address the visitor gave
// in the form, while the lead still holds it.

export type ReplyRecipient = { email: string } | { refused: 'leadAnonymized' | 'leadNoEmail' };

const address = z.email().max(254);

/**
 * The visitor's address, or why there is none: the lead was anonymized (docs/forms.md, personal
 * data), or its form asked for none or what it holds is no address a mail can go to.
 */
export function replyRecipient(lead: { anonymizedAt: Date | null; payload: Record<string, unknown> }): ReplyRecipient {
  if (lead.anonymizedAt) return { refused: 'leadAnonymized' };
  const email = address.safeParse(leadContact(lead.payload).email?.trim());
  return email.success ? { email: email.data } : { refused: 'leadNoEmail' };
}
