import 'server-only';
import { getServerSession } from 'next-auth';
import { authOptions } from '@/lib/auth/options';

type SessionIds = { ownerId?: number | null; staffId?: number | null } | null;

/** The signed-in owner's id, or null. Every owner page and route handler starts here. */
export async function currentOwnerId(): Promise<number | null> {
  const session = (await getServerSession(authOptions)) as SessionIds;
  return typeof session?.ownerId === 'number' ? session.ownerId : null;
}

/**
 * The signed-in member of staff's id, or null. Back-office pages and routes start from
 * lib/admin/guard.ts, which reads the member's role from the database on each request.
 */
export async function currentStaffId(): Promise<number | null> {
  const session = (await getServerSession(authOptions)) as SessionIds;
  return typeof session?.staffId === 'number' ? session.staffId : null;
}
