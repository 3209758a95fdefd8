import type { Db } from '@/lib/prisma-client';
import { listUploads, removeUpload, type StoredUpload } from '@/lib/uploads/upload-store';

// Visitors' documents (payslips, identity papers) are kept no longer than they serve. A file no
// rent application refers to a day after its upload was abandoned with the form; a file an
// application refers to goes when its keeping time (UPLOAD_RETENTION_DAYS) is over, which is
// also when the agency's download links stop opening it.

const DAY_MS = 24 * 3600_000;
export const ORPHAN_AFTER_MS = DAY_MS;

export type KeepingTime = { retentionDays: number };

/** When the agency's links to a document stored at `storedAt` expire (and the document goes). */
export function keptUntil(storedAt: Date, { retentionDays }: KeepingTime): Date {
  return new Date(storedAt.getTime() + retentionDays * DAY_MS);
}

/** The stored files due for removal at `now`, given the tokens rent applications refer to. */
export function uploadsDue(
  uploads: readonly StoredUpload[],
  referenced: ReadonlySet<string>,
  now: Date,
  keeping: KeepingTime,
): StoredUpload[] {
  return uploads.filter((upload) => {
    const storedAt = new Date(upload.storedAt);
    if (Number.isNaN(storedAt.getTime())) return false;
    const until = referenced.has(upload.token)
      ? keptUntil(storedAt, keeping)
      : new Date(storedAt.getTime() + ORPHAN_AFTER_MS);
    return until.getTime() <= now.getTime();
  });
}

/** Tokens of the documents sent with rent applications stored since `since`. */
async function referencedTokens(db: Db, since: Date): Promise<Set<string>> {
  const leads = await db.lead.findMany({
    where: { type: 'rent-application', createdAt: { gte: since } },
    select: { payload: true },
  });
  return new Set(
    leads.flatMap((lead) => {
      const documents: unknown = (JSON.parse(lead.payload) as { documents?: unknown }).documents;
      return Array.isArray(documents) ? documents.filter((token) => typeof token === 'string') : [];
    }),
  );
}

/** Removes the files due in `directory`; returns how many went. */
export async function sweepUploads(db: Db, directory: string, now: Date, keeping: KeepingTime): Promise<number> {
  const uploads = await listUploads(directory);
  if (uploads.length === 0) return 0;
  // An application is stored after its uploads, so one older than the keeping time refers to none still kept.
  const referenced = await referencedTokens(db, new Date(now.getTime() - keeping.retentionDays * DAY_MS - DAY_MS));
  const due = uploadsDue(uploads, referenced, now, keeping);
  for (const upload of due) await removeUpload(directory, upload);
  return due.length;
}
