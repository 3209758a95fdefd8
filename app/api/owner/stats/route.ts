import { NextResponse } from 'next/server';
import { currentOwnerId } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { ownerPropertyParam } from '@/lib/owner/property-param';
import { ownerStats } from '@/lib/owner/queries';

// The portal's live figures. Authentication and ownership are checked here, not in the proxy.
export async function GET(request: Request) {
  const ownerId = await currentOwnerId();
  if (ownerId === null) return NextResponse.json({ error: 'unauthenticated' }, { status: 401 });
  const propertyId = ownerPropertyParam(new URL(request.url).searchParams.get('property'));
  const stats = propertyId === undefined ? null : await ownerStats(db, ownerId, propertyId);
  if (!stats) return NextResponse.json({ error: 'not-found' }, { status: 404 });
  return NextResponse.json(stats, { headers: { 'Cache-Control': 'private, no-store' } });
}
