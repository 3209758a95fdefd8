import { serializeAttachments, type MailAttachment } from '@/lib/mail/attachments';
import type { Db } from '@/lib/prisma-client';

export type QueuedMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe on alert and newsletter mails). */
  headers?: Record<string, string>;
  /** The sender's display name when not MAIL_FROM's (a friend's mail: "Sophie via Vitrine Immobilier"). */
  fromName?: string | null;
};

/** The OutboxEmail columns of a message (attachments as their JSON column). */
export function outboxRow({ attachments, headers, ...mail }: QueuedMail) {
  return {
    ...mail,
    attachments: serializeAttachments(attachments),
    // Only when set, so a message without extra headers writes the same columns as before.
    ...(headers ? { headers: JSON.stringify(headers) } : {}),
  };
}

/** Stores a message in the outbox; the server's outbox worker sends it (scripts use this directly). */
export async function queueMail(db: Db, message: QueuedMail, leadId?: number): Promise<number> {
  const row = await db.outboxEmail.create({ data: { ...outboxRow(message), leadId } });
  return row.id;
}
