import 'server-only';
import { deliverPending } from '@/lib/mail/outbox';

const INTERVAL_MS = 30_000;

/**
 * Retries pending mail in the server process; the queue lives in the database, so it survives
 * restarts. `round` is each turn's work, ending by sending the outbox (instrumentation.ts has it
 * first turn stored requests into mails); when it fails, the outbox is sent all the same.
 */
export function startOutboxWorker(round: () => Promise<unknown> = deliverPending): void {
  const run = () => void round().catch(() => deliverPending().catch(() => {}));
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  run();
}
