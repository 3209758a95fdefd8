import { NextResponse } from 'next/server';
import { currentOwnerId } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { ownerStats } from '@/lib/owner/queries';

// The portal's live figures. Authentication and ownership are checked here, not in the proxy.
export async function GET(request: Request) {
  const ownerId = await currentOwnerId();
  if (ownerId === null) return NextResponse.json({ error: 'unauthenticated' }, { status: 401 });
  const param = new URL(request.url).searchParams.get('property');
  const propertyId = param && param !== 'all' ? Number(param) : null;
  if (propertyId !== null && !Number.isSafeInteger(propertyId))
    return NextResponse.json({ error: 'not-found' }, { status: 404 });
  const stats = await ownerStats(db, ownerId, propertyId);
  if (!stats) return NextResponse.json({ error: 'not-found' }, { status: 404 });
  return NextResponse.json(stats, { headers: { 'Cache-Control': 'private, no-store' } });
}
