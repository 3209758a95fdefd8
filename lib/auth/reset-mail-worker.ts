import 'server-only';
import { processResetRequests } from '@/lib/auth/reset-requests';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { deliverPending } from '@/lib/mail/outbox';

/** Turns the stored reminder requests into mails and sends them (after the request, and on a timer). */
export async function sendResetMails(): Promise<void> {
  await processResetRequests(db, env().SITE_URL);
  await deliverPending();
}
