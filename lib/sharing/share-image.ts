import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { byteLru } from '@/lib/cache/byte-lru';
import { SHARE_IMAGE } from '@/lib/sharing/share-links';

// The card image of a shared property or project (app/api/share-image): its main photo cropped to
// the 1200 × 630 the services show (Open Graph, Twitter), as JPEG. Encoding takes 60–80 ms of CPU,
// and every crawler of every share asks again, so each result is kept in memory, keyed by the
// photo's file and its modification: a photo replaced under the same name is encoded anew.

/** Makes the card image of the photo at `file`; rejects when it is no image. */
export type ShareImageEncoder = (file: string) => Promise<Uint8Array>;
type ShareImage = { bytes: Uint8Array<ArrayBuffer>; etag: string };

/** About a hundred cards at their usual 100–200 kB. */
export const SHARE_IMAGE_CACHE_BYTES = 16 * 1024 * 1024;

export const encodeShareImage: ShareImageEncoder = (file) =>
  sharp(file)
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();

/** Whether If-None-Match names `etag` (or any representation, "*"). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** Card images made by `encode`, the last ones used kept up to `maxBytes` in all. */
export function shareImages({ maxBytes, encode }: { maxBytes: number; encode: ShareImageEncoder }) {
  const cache = byteLru<ShareImage>(maxBytes);
  // Encodings under way: requests that arrive together for one photo wait for the same one.
  const pending = new Map<string, Promise<ShareImage | null>>();

  function encoded(key: string, file: string): Promise<ShareImage | null> {
    const kept = cache.get(key);
    if (kept) return Promise.resolve(kept);
    let work = pending.get(key);
    if (!work) {
      work = encode(file)
        .then((output) => {
          // Copied once into its own buffer, which every response then sends as it is.
          const bytes = new Uint8Array(output);
          const image = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"` };
          cache.set(key, image);
          return image;
        })
        .catch(() => null)
        .finally(() => pending.delete(key));
      pending.set(key, work);
    }
    return work;
  }

  return {
    /**
     * The card image of the photo at `file` (a path already checked to be inside the media
     * folder), or null when there is no such file or it is no image. Public for a day, not
     * immutable: the address names the property, not the photo, and a new main photo should show
     * on shares soon enough; a crawler asking again with the ETag gets 304 while it is the same.
     */
    async response(request: Request, file: string): Promise<Response | null> {
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const image = await encoded(`${file}\0${info.mtimeMs}\0${info.size}`, file);
      if (!image) return null;
      const headers = {
        etag: image.etag,
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      };
      if (matches(request.headers.get('if-none-match'), image.etag)) {
        return new Response(null, { status: 304, headers });
      }
      return new Response(image.bytes, {
        headers: { ...headers, 'content-type': 'image/jpeg', 'content-length': String(image.bytes.byteLength) },
      });
    },
    /** The bytes of the card images kept now, at most `maxBytes`. */
    get bytes(): number {
      return cache.bytes;
    },
  };
}
