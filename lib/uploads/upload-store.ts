import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_TYPES, type UploadType } from '@/lib/uploads/sniff';
import { isUploadToken } from '@/lib/uploads/upload-token';

// Visitors' documents live in UPLOAD_DIR (data/uploads by default): outside public/, so no URL
// ever serves them. Each file is stored under a random name with a small JSON record beside it;
// the random name is the opaque token the form carries. A token the visitor never sends along
// with an application leaves an orphan file: harmless, and not cleaned up here.

export type StoredUpload = { token: string; name: string; type: UploadType; size: number; storedAt: string };

/** The visitor's file name, kept for the agency's mail: no path, no control characters, 200 at most. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200) || 'document'
  );
}

export async function storeUpload(
  directory: string,
  file: { bytes: Uint8Array; type: UploadType; name: string },
): Promise<StoredUpload> {
  await mkdir(directory, { recursive: true });
  const token = randomUUID();
  const record: StoredUpload = {
    token,
    name: cleanName(file.name),
    type: file.type,
    size: file.bytes.byteLength,
    storedAt: new Date().toISOString(),
  };
  const extension = UPLOAD_TYPES[file.type].split('/')[1];
  // `wx`: a (vanishingly unlikely) repeated name fails instead of overwriting someone's file.
  await writeFile(path.join(directory, `${token}.${extension}`), file.bytes, { flag: 'wx' });
  await writeFile(path.join(directory, `${token}.json`), JSON.stringify(record), { flag: 'wx' });
  return record;
}

/** The stored file a token names, or null when there is none. */
export async function findUpload(directory: string, token: string): Promise<StoredUpload | null> {
  if (!isUploadToken(token)) return null;
  try {
    const record = JSON.parse(await readFile(path.join(directory, `${token}.json`), 'utf8')) as StoredUpload;
    return record.token === token ? record : null;
  } catch {
    return null;
  }
}
