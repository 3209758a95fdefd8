import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { sweepUploads } from '@/lib/uploads/sweep';

const INTERVAL_MS = 3600_000;

function sweep(): void {
  sweepUploads(db, env().UPLOAD_DIR, new Date(), { retentionDays: env().UPLOAD_RETENTION_DAYS }).catch((error) =>
    console.error('Sweeping the uploads failed:', error),
  );
}

/** Removes visitors' documents once they are due (lib/uploads/sweep.ts), hourly in the server process. */
export function startUploadSweeper(): void {
  const timer = setInterval(sweep, INTERVAL_MS);
  timer.unref();
  sweep();
}
