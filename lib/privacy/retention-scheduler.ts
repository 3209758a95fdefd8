import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { runRetentionJob } from '@/lib/privacy/retention-job';

// Each server asks hourly; the round runs once a day on one of them (lib/privacy/retention-job.ts).
const INTERVAL_MS = 3600_000;

function run(): void {
  runRetentionJob(db, env().UPLOAD_DIR, new Date()).catch((error) => console.error('The retention job failed:', error));
}

/** Erases the personal data whose keeping time is over (docs/forms.md, personal data). */
export function startRetentionJob(): void {
  const timer = setInterval(run, INTERVAL_MS);
  timer.unref();
  run();
}
