import type { Db } from '@/lib/prisma-client';

export type QueuedMail = { to: string; subject: string; html: string; text: string };

/** Stores a message in the outbox; the server's outbox worker sends it (scripts use this directly). */
export async function queueMail(db: Db, message: QueuedMail, leadId?: number): Promise<number> {
  const row = await db.outboxEmail.create({ data: { ...message, leadId } });
  return row.id;
}
