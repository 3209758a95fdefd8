import { z } from 'zod';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { isCountableView } from '@/lib/visits/countable-view';
import { recordVisit } from '@/lib/visits/record-visit';

// The property page's beacon posts here once per view (components/property/visit-beacon.tsx).
// No cookie is read or set and nothing about the visitor is stored: only the day's count.
const beaconSchema = z.object({ propertyId: z.int().positive() });
const MAX_BODY_LENGTH = 200;

const noContent = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  if (!isCountableView(request.headers, env.SITE_URL)) return noContent();
  // sendBeacon posts a string as text/plain; read it as text whatever the content type says.
  const body = await request.text();
  let parsed: ReturnType<typeof beaconSchema.safeParse>;
  try {
    parsed = beaconSchema.safeParse(body.length <= MAX_BODY_LENGTH ? JSON.parse(body) : null);
  } catch {
    parsed = beaconSchema.safeParse(null);
  }
  if (!parsed.success) return new Response(null, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  await recordVisit(db, parsed.data.propertyId);
  return noContent();
}
