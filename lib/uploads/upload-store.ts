import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_TYPES, type UploadType } from '@/lib/uploads/sniff';
import { isUploadToken } from '@/lib/uploads/upload-token';

// Visitors' documents live in UPLOAD_DIR (data/uploads by default): outside public/, so no URL
// ever serves them. Each file is stored under a random name with a small JSON record beside it;
// the random name is the opaque token the form carries. Files are removed by lib/uploads/sweep.ts:
// those no application refers to after a day, the others after the keeping time.

export type StoredUpload = { token: string; name: string; type: UploadType; size: number; storedAt: string };

const MAX_LABEL_LENGTH = 100;

/**
 * The visitor's file name as a label for the agency (its mail, the downloaded file's stem): no
 * path, no control or invisible format characters (a right-to-left override would show
 * "x\u202Efdp.exe" as "xexe.pdf"), 100 characters at most. Never the name a file is stored or
 * served under: that is the token and the detected type's extension.
 */
export function uploadLabel(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return [...base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()].slice(0, MAX_LABEL_LENGTH).join('') || 'document';
}

const extensionOf = (type: UploadType) => UPLOAD_TYPES[type].split('/')[1];
const contentPath = (directory: string, record: StoredUpload) =>
  path.join(directory, `${record.token}.${extensionOf(record.type)}`);
const recordPath = (directory: string, token: string) => path.join(directory, `${token}.json`);

export async function storeUpload(
  directory: string,
  file: { bytes: Uint8Array; type: UploadType; name: string },
): Promise<StoredUpload> {
  await mkdir(directory, { recursive: true });
  const token = randomUUID();
  const record: StoredUpload = {
    token,
    name: uploadLabel(file.name),
    type: file.type,
    size: file.bytes.byteLength,
    storedAt: new Date().toISOString(),
  };
  // `wx`: a (vanishingly unlikely) repeated name fails instead of overwriting someone's file.
  await writeFile(contentPath(directory, record), file.bytes, { flag: 'wx' });
  await writeFile(recordPath(directory, token), JSON.stringify(record), { flag: 'wx' });
  return record;
}

/** The stored file a token names, or null when there is none. */
export async function findUpload(directory: string, token: string): Promise<StoredUpload | null> {
  if (!isUploadToken(token)) return null;
  try {
    const record = JSON.parse(await readFile(recordPath(directory, token), 'utf8')) as StoredUpload;
    return record.token === token ? record : null;
  } catch {
    return null;
  }
}

/** The stored file a token names and its bytes, or null when there is none. */
export async function readUpload(
  directory: string,
  token: string,
): Promise<{ record: StoredUpload; bytes: Buffer } | null> {
  const record = await findUpload(directory, token);
  if (!record) return null;
  try {
    return { record, bytes: await readFile(contentPath(directory, record)) };
  } catch {
    return null;
  }
}

/** Every stored file's record (none when the directory does not exist yet). */
export async function listUploads(directory: string): Promise<StoredUpload[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const records = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map((name) => findUpload(directory, name.slice(0, -'.json'.length))),
  );
  return records.filter((record) => record !== null);
}

/** Removes a stored file and its record; removing one already gone is not an error. */
export async function removeUpload(directory: string, record: StoredUpload): Promise<void> {
  await rm(contentPath(directory, record), { force: true });
  await rm(recordPath(directory, record.token), { force: true });
}
