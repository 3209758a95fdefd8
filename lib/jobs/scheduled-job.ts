import { isUniqueViolation } from '@/lib/unique-violation';
import type { Db } from '@/lib/prisma-client';

// A job that every server offers to run on a schedule while one alone runs each round: the round
// is claimed by a conditional update of the job's row, as the outbox claims a mail before sending
// it (lib/mail/outbox.ts). The claim pushes the next run out by a lease; a server that dies
// mid-run leaves the round due again once the lease is over, and a finished run sets the next.

/** The job's row, made due at `now` the first time any server asks for it. */
async function ensureJob(db: Db, name: string, now: Date): Promise<void> {
  if (await db.scheduledJob.findUnique({ where: { name }, select: { name: true } })) return;
  try {
    await db.scheduledJob.create({ data: { name, nextRunAt: now } });
  } catch (error) {
    // Another server made it meanwhile.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Takes the job's round due at `now` for this server; false when it is not due or another took it. */
export async function claimScheduledRun(db: Db, name: string, now: Date, leaseMs: number): Promise<boolean> {
  await ensureJob(db, name, now);
  const taken = await db.scheduledJob.updateMany({
    where: { name, nextRunAt: { lte: now } },
    data: { nextRunAt: new Date(now.getTime() + leaseMs) },
  });
  return taken.count === 1;
}

/** Records a round run at `ranAt` and sets the next one. */
export async function finishScheduledRun(db: Db, name: string, ranAt: Date, nextRunAt: Date): Promise<void> {
  await db.scheduledJob.update({ where: { name }, data: { lastRunAt: ranAt, nextRunAt } });
}
