import 'server-only';
import { db } from '@/lib/db';
import { queueMail } from '@/lib/mail/queue';
import { sendMail, type MailMessage } from '@/lib/mail/transport';
import { nextAttemptDelayMs, MAX_ATTEMPTS } from '@/lib/mail/retry';

/**
 * Mail goes through the OutboxEmail table: the message is stored first, then sent; a failure
 * leaves it pending with a later attempt time, so nothing is lost when SMTP is down.
 */
export async function enqueueMail(message: MailMessage, leadId?: number): Promise<number> {
  const id = await queueMail(db, message, leadId);
  void deliverPending().catch(() => {});
  return id;
}

let running: Promise<number> | null = null;

/** Sends every due message once; returns how many went out. Concurrent calls share one run. */
export function deliverPending(now = () => new Date()): Promise<number> {
  running ??= deliver(now).finally(() => {
    running = null;
  });
  return running;
}

async function deliver(now: () => Date): Promise<number> {
  const due = await db.outboxEmail.findMany({
    where: { status: 'pending', nextAttemptAt: { lte: now() } },
    orderBy: { id: 'asc' },
    take: 50,
  });
  let sent = 0;
  for (const mail of due) {
    try {
      await sendMail({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
      await db.outboxEmail.update({
        where: { id: mail.id },
        data: { status: 'sent', sentAt: now(), attempts: mail.attempts + 1 },
      });
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db.outboxEmail.update({
        where: { id: mail.id },
        data: {
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(now().getTime() + nextAttemptDelayMs(attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        },
      });
    }
  }
  return sent;
}
