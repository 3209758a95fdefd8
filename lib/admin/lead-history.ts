import 'server-only';
import { leadTimeline } from '@/lib/admin/lead-timeline';
import { db } from '@/lib/db';

/**
 * A lead's history (lib/admin/lead-timeline.ts), newest first: its notes and the audit log's
 * entries about it are read here; its mails, which its page already holds, are passed in.
 */
export async function leadHistory<Mail extends { id: number; createdAt: Date }>(
  lead: { id: number; createdAt: Date },
  mails: readonly Mail[],
) {
  const [notes, audit] = await Promise.all([
    db.leadNote.findMany({
      where: { leadId: lead.id },
      orderBy: { id: 'asc' },
      select: { id: true, staffName: true, text: true, createdAt: true },
    }),
    db.auditEntry.findMany({
      where: { subject: `lead:${lead.id}` },
      orderBy: { id: 'asc' },
      select: { id: true, staffId: true, staffName: true, action: true, detail: true, createdAt: true },
    }),
  ]);
  return leadTimeline({ receivedAt: lead.createdAt, mails, notes, audit });
}
