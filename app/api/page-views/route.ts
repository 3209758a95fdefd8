import { z } from 'zod';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { jsonOrNull, readLimitedBody } from '@/lib/http/read-limited-body';
import { rateLimiter } from '@/lib/rate-limit';
import { clientAddress } from '@/lib/security/client-address';
import { isCountableView } from '@/lib/page-views/countable-view';
import { recordView } from '@/lib/page-views/record-view';

// The property page's beacon posts here once per view (components/property/view-beacon.tsx).
// No cookie is read or set and nothing about the visitor is stored: only the day's count.
const beaconSchema = z.object({ propertyId: z.int().positive() });
const MAX_BODY_BYTES = 200;

// The owner portal shows these counts: one address may count a page a few times (a family on one
// router, a visitor coming back), but not inflate it. Past the limit views are dropped silently.
const viewsPerAddress = rateLimiter({ name: 'page-views:address', points: 60, windowSeconds: 3600 });

export async function POST(request: Request) {
  if (!isCountableView(request.headers, env.SITE_URL)) return emptyResponse(204);
  // sendBeacon posts a string as text/plain; read it as JSON whatever the content type says.
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return emptyResponse(413);
  const parsed = beaconSchema.safeParse(jsonOrNull(body));
  if (!parsed.success) return emptyResponse(400);
  const address = clientAddress(request.headers.get('x-forwarded-for'), env.TRUST_PROXY);
  const budget = await viewsPerAddress.consume(`${address}|${parsed.data.propertyId}`);
  if (budget.allowed) await recordView(db, parsed.data.propertyId);
  return emptyResponse(204);
}
