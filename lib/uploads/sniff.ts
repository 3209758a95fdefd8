// The real type of an uploaded document, read from its first bytes (its "magic number"): the
// browser's declared type and the file name's extension are the sender's claims and are ignored,
// so an executable or an HTML page renamed to .pdf is refused.

export const UPLOAD_TYPES = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** The extension a document is served under: the detected type's, never the sender's. */
export const UPLOAD_EXTENSIONS: Record<UploadType, string> = { pdf: 'pdf', jpeg: 'jpg', png: 'png', webp: 'webp' };

/** How many leading bytes `sniffType` needs. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

export function sniffType(bytes: Uint8Array): UploadType | null {
  // "%PDF-" must open the file; readers tolerate junk before it, but we do not.
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // JPEG: start-of-image marker followed by the next marker's 0xFF.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF container (4 bytes of length) whose form type is WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
