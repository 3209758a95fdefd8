import { cancelVisit } from '@/lib/appointments/cancel-visit';
import type { VisitChangeContext } from '@/lib/appointments/linked-visit';
import { moveVisit } from '@/lib/appointments/move-visit';
import { visitLinkLead } from '@/lib/appointments/visit-link-token';
import type { VisitNotice } from '@/lib/appointments/visit-notices';
import { visitChangeSchema, visitLinkFields } from '@/lib/forms/visit-change';
import { emptyResponse } from '@/lib/http/empty-response';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { RateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { clientAddress } from '@/lib/security/client-address';
import { isSameOrigin } from '@/lib/security/same-origin';

export type VisitChangeDeps = VisitChangeContext & { limiter: RateLimiter; trustProxy: number };

// The page's few fields: anything longer is not ours.
const MAX_BODY_BYTES = 4096;

/** What the fields ask, once the link is known good: the notice the visit's page shows next. */
async function change(fields: Record<string, string>, leadId: number, deps: VisitChangeDeps): Promise<VisitNotice> {
  const parsed = visitChangeSchema.safeParse(fields);
  // The link is good, so the form is the page's own: a move without a slot chosen (no JavaScript
  // to say so before sending).
  if (!parsed.success) return 'chooseSlot';
  const request = parsed.data;
  return request.change === 'cancel' ? cancelVisit(deps, leadId) : moveVisit(deps, leadId, request.appointmentId);
}

/**
 * The POST of a booked visit's page (docs/forms.md, changing a booked visit): a plain HTML form
 * that works without JavaScript. Same-origin check, size limit, the link's fields (zod), a rate
 * limit per visitor address, then the link's token: only a token sealed for a lead opens its
 * visit. Answers 303 back to the visit's page, with the outcome as its notice, so a reload sends
 * nothing again; a forged or expired link goes back to the page, which says so.
 */
export async function handleVisitChangePost(request: Request, deps: VisitChangeDeps): Promise<Response> {
  if (!isSameOrigin(request.headers, deps.siteUrl, deps.trustProxy)) return emptyResponse(403);
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return emptyResponse(413);
  const fields = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)));
  const link = visitLinkFields.safeParse(fields);
  if (!link.success) return emptyResponse(400);
  const page = localizedPath('/visit/[token]', link.data.locale, { token: link.data.token });
  const limit = await deps.limiter.consume(clientAddress(request.headers.get('x-forwarded-for'), deps.trustProxy));
  const leadId = visitLinkLead(deps.linkKey, link.data.token);
  const notice: VisitNotice | null = !limit.allowed
    ? 'rateLimited'
    : leadId === null
      ? null
      : await change(fields, leadId, deps);
  // Relative: the visitor stays on the host they came from.
  const location = notice ? `${page}?${new URLSearchParams({ notice })}` : page;
  return new Response(null, { status: 303, headers: { location, 'Cache-Control': 'no-store' } });
}
