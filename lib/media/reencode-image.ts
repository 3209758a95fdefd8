import sharp from 'sharp';

// An uploaded picture is never served as it was sent: sharp decodes it and writes a new WebP
// file, which leaves behind whatever else the file carried (EXIF data with the place a photo was
// taken, a payload appended after the image), turns it upright and bounds its size.

/** The longest side kept: the widest rendition the site serves is 1360 px (docs/domain-rules.md). */
export const MAX_IMAGE_EDGE = 2400;
/** A larger picture is refused before it is decoded: a small file may unpack into huge pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

export type EncodedImage = { bytes: Buffer; width: number; height: number };

/** The picture as a new WebP file, or null when sharp cannot read it as an image. */
export async function reencodeImage(bytes: Uint8Array): Promise<EncodedImage | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
