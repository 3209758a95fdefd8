import 'server-only';
import { getServerSession } from 'next-auth';
import { authOptions } from '@/lib/auth/options';

/** The signed-in owner's id, or null. Every owner page and route handler starts here. */
export async function currentOwnerId(): Promise<number | null> {
  const session = (await getServerSession(authOptions)) as { ownerId?: number | null } | null;
  return typeof session?.ownerId === 'number' ? session.ownerId : null;
}
