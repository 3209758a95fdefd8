import { auditEntry, BY_RETENTION_JOB } from '@/lib/staff/audit';
import { claimScheduledRun, finishScheduledRun } from '@/lib/jobs/scheduled-job';
import type { Db } from '@/lib/prisma-client';
import { readRetentionPeriods } from '@/lib/privacy/retention-reads';
import { sweepExpired, type RetentionCounts } from '@/lib/privacy/retention-sweep';

// The daily retention round (docs/forms.md, personal data): every server asks hourly, one runs it
// (lib/jobs/scheduled-job.ts), and what it erased is in the audit log.

export const RETENTION_JOB = 'retention';
const EVERY_MS = 24 * 3600_000;
// Longer than a run takes with a large backlog; a server that died mid-run is relieved after it.
const LEASE_MS = 3600_000;

/**
 * Runs the round due at `now`, unless another server has it or it is not due; returns what it
 * erased, or null when it did not run. The audit entry is written even when nothing was due: the
 * log then shows that the rules ran.
 */
export async function runRetentionJob(db: Db, uploadDir: string, now: Date): Promise<RetentionCounts | null> {
  if (!(await claimScheduledRun(db, RETENTION_JOB, now, LEASE_MS))) return null;
  const counts = await sweepExpired(db, await readRetentionPeriods(db), now, uploadDir);
  await auditEntry(db, BY_RETENTION_JOB, 'retention.run', 'retention', counts);
  await finishScheduledRun(db, RETENTION_JOB, now, new Date(now.getTime() + EVERY_MS));
  return counts;
}
