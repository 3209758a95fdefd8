import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EncodedImage } from '@/lib/media/reencode-image';
import { uploadLabel } from '@/lib/uploads/upload-store';
import { isUploadToken } from '@/lib/uploads/upload-token';

// The pictures staff choose for the pages (docs/cms.md, images): those they uploaded, kept with the
// site's other media in MEDIA_DIR and served by its route (app/media/[...path]) under
// /media/library/, each a WebP file under a random name with a small JSON record beside it; and
// the brand's own pictures in public/brand, which the demo's banners use.

export const LIBRARY_FOLDER = 'library';
const BRAND_FOLDER = path.join('public', 'brand');
const BRAND_IMAGE = /\.(svg|png|jpe?g|webp)$/i;

export type MediaImage = {
  url: string;
  /** The file's name as sent (no path, no control characters), for staff to recognise it. */
  name: string;
  width: number | null;
  height: number | null;
  source: 'upload' | 'brand';
};

type LibraryRecord = { token: string; name: string; width: number; height: number; size: number; storedAt: string };

const imagePath = (directory: string, token: string) => path.join(directory, LIBRARY_FOLDER, `${token}.webp`);
const recordPath = (directory: string, token: string) => path.join(directory, LIBRARY_FOLDER, `${token}.json`);
const imageOf = (record: LibraryRecord): MediaImage => ({
  url: `/media/${LIBRARY_FOLDER}/${record.token}.webp`,
  name: record.name,
  width: record.width,
  height: record.height,
  source: 'upload',
});

/** Stores an encoded picture in `mediaDir`'s library under a new random name. */
export async function storeLibraryImage(
  mediaDir: string,
  image: EncodedImage & { name: string },
): Promise<MediaImage & { token: string }> {
  await mkdir(path.join(mediaDir, LIBRARY_FOLDER), { recursive: true });
  const record: LibraryRecord = {
    token: randomUUID(),
    name: uploadLabel(image.name),
    width: image.width,
    height: image.height,
    size: image.bytes.byteLength,
    storedAt: new Date().toISOString(),
  };
  // `wx`: a (vanishingly unlikely) repeated name fails instead of replacing a picture in use.
  await writeFile(imagePath(mediaDir, record.token), image.bytes, { flag: 'wx' });
  await writeFile(recordPath(mediaDir, record.token), JSON.stringify(record), { flag: 'wx' });
  return { ...imageOf(record), token: record.token };
}

async function readRecord(mediaDir: string, token: string): Promise<LibraryRecord | null> {
  try {
    const record = JSON.parse(await readFile(recordPath(mediaDir, token), 'utf8')) as LibraryRecord;
    return record.token === token ? record : null;
  } catch {
    return null;
  }
}

/** The uploaded pictures, newest first (none while the library folder does not exist). */
export async function libraryImages(mediaDir: string): Promise<MediaImage[]> {
  const names = await readdir(path.join(mediaDir, LIBRARY_FOLDER)).catch(() => [] as string[]);
  const tokens = names.map((name) => name.replace(/\.json$/, '')).filter(isUploadToken);
  const records = (await Promise.all(tokens.map((token) => readRecord(mediaDir, token)))).filter(
    (record) => record !== null,
  );
  return records.sort((a, b) => b.storedAt.localeCompare(a.storedAt)).map(imageOf);
}

/** The brand's pictures (logos, the demo banner) in `projectDir`'s public/brand, by name. */
export async function brandImages(projectDir: string): Promise<MediaImage[]> {
  const names = await readdir(path.join(projectDir, BRAND_FOLDER)).catch(() => [] as string[]);
  return names
    .filter((name) => BRAND_IMAGE.test(name))
    .sort()
    .map((name) => ({ url: `/brand/${name}`, name, width: null, height: null, source: 'brand' }));
}
