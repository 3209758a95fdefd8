import { z } from 'zod';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { jsonOrNull, readLimitedBody } from '@/lib/http/read-limited-body';
import { clientAddress } from '@/lib/security/client-address';
import { derivedKey } from '@/lib/security/derived-key';
import { isCountableView } from '@/lib/page-views/countable-view';
import { isFirstViewToday } from '@/lib/page-views/first-view-today';
import { recordView } from '@/lib/page-views/record-view';
import { isValidViewToken } from '@/lib/page-views/view-token';

// The property page's beacon posts here once per view (components/property/view-beacon.tsx), with
// the page's view token (lib/page-views/view-token.ts). No cookie is read or set; what is stored
// about the visitor is a keyed hash that expires with the day (lib/page-views/first-view-today.ts).
const beaconSchema = z.object({ propertyId: z.int().positive(), token: z.string().optional() });
const MAX_BODY_BYTES = 200;

export async function POST(request: Request) {
  if (!isCountableView(request.headers, env().SITE_URL, env().TRUST_PROXY)) return emptyResponse(204);
  // sendBeacon posts a string as text/plain; read it as JSON whatever the content type says.
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return emptyResponse(413);
  const parsed = beaconSchema.safeParse(jsonOrNull(body));
  if (!parsed.success) return emptyResponse(400);
  const { propertyId, token } = parsed.data;
  const now = new Date();
  // A view counts only from a page this site served for this property; a token that is missing,
  // forged or expired (a page kept too long) is dropped as silently as a repeat view, so a stale
  // page in someone's browser never shows an error.
  if (!isValidViewToken(derivedKey('page-view'), propertyId, token, now)) return emptyResponse(204);
  const visitor = {
    address: clientAddress(request.headers.get('x-forwarded-for'), env().TRUST_PROXY),
    userAgent: request.headers.get('user-agent') ?? '',
  };
  if (await isFirstViewToday(visitor, propertyId, now)) await recordView(db, propertyId, now);
  return emptyResponse(204);
}
