// Visitors' documents are removed when due: a file no rent application refers to a day after its
// upload, a file an application refers to when its keeping time is over; the others stay, and
// the agency's link to a removed file answers 404.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { handleUploadDownload } from '@/lib/uploads/download';
import { sweepUploads } from '@/lib/uploads/sweep';
import { uploadLink } from '@/lib/uploads/upload-link';
import { storeUpload, type StoredUpload } from '@/lib/uploads/upload-store';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

const NOW = new Date('2026-11-22T12:00:00Z');
const KEEPING = { retentionDays: 90 };
const KEY = 'test-upload-link-key';

async function setting() {
  const db = await freshDb();
  const directory = await mkdtemp(path.join(tmpdir(), 'vitrine-sweep-'));
  folders.push(directory);
  /** A PDF stored at `storedAt` (its record rewritten, as if uploaded then). */
  const stored = async (name: string, storedAt: string): Promise<StoredUpload> => {
    const upload = await storeUpload(directory, { bytes: Buffer.from('%PDF-1.7\n'), type: 'pdf', name });
    const record = { ...upload, storedAt };
    await writeFile(path.join(directory, `${upload.token}.json`), JSON.stringify(record));
    return record;
  };
  const application = (documents: string[], createdAt: string) =>
    db.lead.create({
      data: {
        type: 'rent-application',
        locale: 'fr',
        payload: JSON.stringify({ documents }),
        consent: true,
        createdAt: new Date(createdAt),
      },
    });
  return { db, directory, stored, application };
}

describe('sweepUploads', () => {
  it('removes abandoned and expired documents, keeps the others', async () => {
    const { db, directory, stored, application } = await setting();
    await stored('abandoned.pdf', '2026-11-20T12:00:00Z');
    const beingTyped = await stored('being-typed.pdf', '2026-11-22T09:00:00Z');
    const sent = await stored('sent.pdf', '2026-10-01T12:00:00Z');
    const expired = await stored('expired.pdf', '2026-08-01T12:00:00Z');
    await application([sent.token], '2026-10-01T12:05:00Z');
    await application([expired.token], '2026-08-01T12:05:00Z');

    expect(await sweepUploads(db, directory, NOW, KEEPING)).toBe(2);

    const left = (await readdir(directory)).sort();
    expect(left).toEqual(
      [beingTyped, sent].flatMap((upload) => [`${upload.token}.json`, `${upload.token}.pdf`]).sort(),
    );
    expect(await readFile(path.join(directory, `${sent.token}.pdf`), 'utf8')).toBe('%PDF-1.7\n');
  });

  it('leaves a link to a removed document answering 404', async () => {
    const { db, directory, stored } = await setting();
    const abandoned = await stored('abandoned.pdf', '2026-11-20T12:00:00Z');
    const link = uploadLink('http://localhost:3000', KEY, abandoned.token, new Date('2027-01-01T00:00:00Z'));
    const download = () => handleUploadDownload(new Request(link), abandoned.token, { directory, key: KEY, now: NOW });
    expect((await download()).status).toBe(200);

    await sweepUploads(db, directory, NOW, KEEPING);

    expect((await download()).status).toBe(404);
  });

  it('does nothing when no document was ever uploaded', async () => {
    const { db } = await setting();
    expect(await sweepUploads(db, path.join(tmpdir(), 'vitrine-no-such-folder'), NOW, KEEPING)).toBe(0);
  });
});
