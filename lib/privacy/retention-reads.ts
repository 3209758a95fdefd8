import type { Db } from '@/lib/prisma-client';
import { retentionPeriods, type RetentionPeriods } from '@/lib/privacy/retention-periods';

/** The keeping times in force: the back-office's settings, each kind's default where unset. */
export async function readRetentionPeriods(db: Pick<Db, 'retentionPeriod'>): Promise<RetentionPeriods> {
  return retentionPeriods(await db.retentionPeriod.findMany({ select: { kind: true, amount: true } }));
}
