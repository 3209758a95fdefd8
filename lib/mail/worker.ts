import 'server-only';
import { sendResetMails } from '@/lib/auth/reset-mail-worker';
import { deliverPending } from '@/lib/mail/outbox';

const INTERVAL_MS = 30_000;

/** Retries pending mail in the server process; the queue lives in the database, so it survives restarts. */
export function startOutboxWorker(): void {
  // Password reminders asked for while the process was down (or whose run failed) are mailed too.
  const run = () => void sendResetMails().catch(() => deliverPending().catch(() => {}));
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  run();
}
