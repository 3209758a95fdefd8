import 'server-only';
import { db } from '@/lib/db';
import { sweepFormDrafts } from '@/lib/forms/form-drafts';

// A draft is read only within its quarter of an hour; this removes it from the database within
// five minutes after (docs/forms.md, drafts).
const INTERVAL_MS = 5 * 60_000;

function sweep(): void {
  sweepFormDrafts(db, new Date()).catch((error) => console.error('Sweeping the form drafts failed:', error));
}

/** Removes the drafts of refused forms whose time is up, every five minutes in the server process. */
export function startFormDraftSweeper(): void {
  const timer = setInterval(sweep, INTERVAL_MS);
  timer.unref();
  sweep();
}
