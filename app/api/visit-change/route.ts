import { visitLinkKey } from '@/lib/appointments/visit-link-key';
import { handleVisitChangePost } from '@/lib/forms/visit-change-post';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { deliverPending } from '@/lib/mail/outbox';
import { rateLimiter } from '@/lib/rate-limit';

// Ten changes per visitor address in ten minutes: enough for a hesitant visitor, not for a script
// moving a visit back and forth to flood the agency's and the visitor's mailboxes.
const limiter = rateLimiter({ name: 'visit-change', points: 10, windowSeconds: 600 });

export async function POST(request: Request): Promise<Response> {
  const response = await handleVisitChangePost(request, {
    db,
    limiter,
    trustProxy: env().TRUST_PROXY,
    siteUrl: env().SITE_URL,
    agencyEmail: env().AGENCY_EMAIL,
    linkKey: visitLinkKey(),
  });
  // A change's mails wait in the outbox: sent now rather than at the worker's next round.
  if (response.status === 303) void deliverPending().catch(() => {});
  return response;
}
