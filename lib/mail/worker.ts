import 'server-only';
import { deliverPending } from '@/lib/mail/outbox';

const INTERVAL_MS = 30_000;

/** Retries pending mail in the server process; the queue lives in the database, so it survives restarts. */
export function startOutboxWorker(): void {
  const timer = setInterval(() => void deliverPending().catch(() => {}), INTERVAL_MS);
  timer.unref();
  void deliverPending().catch(() => {});
}
