import 'server-only';
import { db } from '@/lib/db';
import { parseAttachments } from '@/lib/mail/attachments';
import { sendMail } from '@/lib/mail/transport';
import { nextAttemptDelayMs, MAX_ATTEMPTS } from '@/lib/mail/retry';

// Mail goes through the OutboxEmail table: the message is stored first (lib/mail/queue.ts), then sent
// here; a failure leaves it pending with a later attempt time, so nothing is lost when SMTP is down.

let running: Promise<number> | null = null;
let askedAgain = false;

/**
 * Sends every due message once; returns how many went out. Concurrent calls share one run, which
 * reads the queue once more when a call came during it: a message queued after the run had read
 * the queue would otherwise wait for the worker's next round.
 */
export function deliverPending(now = () => new Date()): Promise<number> {
  if (running) {
    askedAgain = true;
    return running;
  }
  running = (async () => {
    let sent = 0;
    do {
      askedAgain = false;
      sent += await deliver(now);
    } while (askedAgain);
    return sent;
  })().finally(() => {
    running = null;
  });
  return running;
}

// While one instance sends a message, its next attempt is pushed this far out: another instance's
// worker (they all read the same table) skips it, and if this one dies mid-send, the message is
// due again once the lease has passed.
const LEASE_MS = 5 * 60_000;

/** Takes a due message for this worker; false when another instance took it first. */
async function claim(id: number, now: () => Date): Promise<boolean> {
  const taken = await db.outboxEmail.updateMany({
    where: { id, status: 'pending', nextAttemptAt: { lte: now() } },
    data: { nextAttemptAt: new Date(now().getTime() + LEASE_MS) },
  });
  return taken.count === 1;
}

async function deliver(now: () => Date): Promise<number> {
  const due = await db.outboxEmail.findMany({
    where: { status: 'pending', nextAttemptAt: { lte: now() } },
    orderBy: { id: 'asc' },
    take: 50,
  });
  let sent = 0;
  for (const mail of due) {
    if (!(await claim(mail.id, now))) continue;
    try {
      await sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: parseAttachments(mail.attachments),
        headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
        fromName: mail.fromName,
      });
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
