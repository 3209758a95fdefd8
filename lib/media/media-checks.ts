import { SNIFF_BYTES, sniffType, type UploadType } from '@/lib/uploads/sniff';

// What the back-office accepts as a picture for the site's pages (docs/cms.md, images): a JPEG,
// PNG or WebP file of at most 10 MB, its type read from its first bytes — the file's name and the
// browser's declared type are the sender's claims — before sharp decodes and re-encodes it
// (lib/media/reencode-image.ts). No SVG: it may hold script.

export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
export const MEDIA_IMAGE_TYPES = ['jpeg', 'png', 'webp'] as const satisfies readonly UploadType[];
/** What a file input offers to choose from: the same types. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp';

export type MediaImageType = (typeof MEDIA_IMAGE_TYPES)[number];
export type MediaRefusal = 'mediaTooLarge' | 'mediaType';

/** The image's type, or why it is refused, from its size and its first bytes (an empty file has no type). */
export function checkMediaFile(size: number, head: Uint8Array): { type: MediaImageType } | { refused: MediaRefusal } {
  if (size > MAX_MEDIA_BYTES) return { refused: 'mediaTooLarge' };
  const type = sniffType(head.subarray(0, SNIFF_BYTES));
  return MEDIA_IMAGE_TYPES.includes(type as MediaImageType)
    ? { type: type as MediaImageType }
    : { refused: 'mediaType' };
}
