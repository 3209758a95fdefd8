import { NextResponse } from 'next/server';
import { z } from 'zod';
import { currentOwnerId } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { jsonOrNull, readLimitedBody } from '@/lib/http/read-limited-body';
import { isSameOrigin } from '@/lib/security/same-origin';

const MAX_BODY_BYTES = 4096;

const preferencesSchema = z.object({ weeklyReport: z.boolean() });

export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, env().SITE_URL, env().TRUST_PROXY)) {
    return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  }
  const ownerId = await currentOwnerId();
  if (ownerId === null) return NextResponse.json({ error: 'unauthenticated' }, { status: 401 });
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return NextResponse.json({ error: 'tooLarge' }, { status: 413 });
  const parsed = preferencesSchema.safeParse(jsonOrNull(body));
  if (!parsed.success) return NextResponse.json({ error: 'invalid' }, { status: 422 });
  await db.owner.update({ where: { id: ownerId }, data: { weeklyReport: parsed.data.weeklyReport } });
  return NextResponse.json(parsed.data);
}
