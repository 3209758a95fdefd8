import { NextResponse } from 'next/server';
import { z } from 'zod';
import { currentOwnerId } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { isSameOrigin } from '@/lib/security/same-origin';

const preferencesSchema = z.object({ weeklyReport: z.boolean() });

export async function POST(request: Request) {
  if (!isSameOrigin(request.headers, env.SITE_URL)) return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  const ownerId = await currentOwnerId();
  if (ownerId === null) return NextResponse.json({ error: 'unauthenticated' }, { status: 401 });
  const parsed = preferencesSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return NextResponse.json({ error: 'invalid' }, { status: 422 });
  await db.owner.update({ where: { id: ownerId }, data: { weeklyReport: parsed.data.weeklyReport } });
  return NextResponse.json(parsed.data);
}
