import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { pageSlice } from '@/lib/domain/paging';
import type { StaffMember } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { deliverPending } from '@/lib/mail/outbox';

// The mail outbox as staff see it (docs/back-office.md): what lib/mail/outbox.ts has sent, is still
// trying (pending, with a later attempt after a failure) and gave up on (failed, after
// MAX_ATTEMPTS). Recipients are personal data: admin pages only, never logged.

/** The outbox page's tabs, failed first: those are the ones a human must look at. */
export const MAIL_STATUSES = ['failed', 'pending', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAILS_PER_PAGE = 50;

/** What the back-office shows of a mail (components/admin/outbox-mail.tsx): never its body. */
export const MAIL_COLUMNS = {
  id: true,
  to: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  nextAttemptAt: true,
  sentAt: true,
  createdAt: true,
} as const;

export function mailStatus(value: unknown): MailStatus {
  return MAIL_STATUSES.includes(value as MailStatus) ? (value as MailStatus) : 'failed';
}

/** How many mails each status holds. */
export async function mailCounts(): Promise<Record<MailStatus, number>> {
  const groups = await db.outboxEmail.groupBy({ by: ['status'], _count: { _all: true } });
  const count = (status: MailStatus) => groups.find((group) => group.status === status)?._count._all ?? 0;
  return { failed: count('failed'), pending: count('pending'), sent: count('sent') };
}

/** One page of a status's mails, the newest first; never their bodies. */
export function mailsPage(status: MailStatus, page: number) {
  return db.outboxEmail.findMany({
    where: { status },
    orderBy: { id: 'desc' },
    ...pageSlice(page, MAILS_PER_PAGE),
    select: { ...MAIL_COLUMNS, leadId: true },
  });
}

export type OutboxMail = Awaited<ReturnType<typeof mailsPage>>[number];

export const resendSchema = z.object({ id: recordIdField });

/**
 * "Send again": a failed mail goes back to pending, due now and with its attempts counted from
 * zero, so the outbox worker (lib/mail/outbox.ts, every 30 s) takes it and backs off again as for
 * a new mail should it fail once more. It is also tried at once, as a form's mails are. Audited
 * with the attempts it had. Nothing visitors see changes, so no cache tag is expired.
 */
export async function resendMail(input: z.output<typeof resendSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const mail = await db.outboxEmail.findUnique({ where: { id: input.id }, select: { status: true, attempts: true } });
  if (!mail) return { error: 'gone' };
  // Only while it is still failed: two clicks at once must not send it twice.
  const resent = await db.$transaction(async (tx) => {
    const { count } = await tx.outboxEmail.updateMany({
      where: { id: input.id, status: 'failed' },
      data: { status: 'pending', attempts: 0, nextAttemptAt: new Date() },
    });
    if (count === 1) await auditEntry(tx, staff, 'mail.resend', `mail:${input.id}`, { attempts: mail.attempts });
    return count === 1;
  });
  if (!resent) return { error: 'mailNotFailed' };
  void deliverPending().catch(() => {});
  return { notice: 'mailQueuedAgain' };
}
