import { UPLOAD_EXTENSIONS, UPLOAD_TYPES } from '@/lib/uploads/sniff';
import { verifyUploadLink } from '@/lib/uploads/upload-link';
import { readUpload, type StoredUpload } from '@/lib/uploads/upload-store';

// GET /api/agency/uploads/{token}/?expires=…&signature=… — a document of a rent application, for
// the agency that follows the link in its mail. A wrong, expired or removed link gets the same
// 404: nothing tells a prober which documents exist.

/** The visitor's label without its extension (the label keeps no path nor control characters). */
const stemOf = (label: string) => label.replace(/\.[^.]*$/, '').replace(/[\s.]+$/, '');

/** RFC 5987's attr-char: encodeURIComponent leaves ' ( ) * unescaped, which it does not allow. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII fallback and the exact name (RFC 6266): the visitor's label without
 * its extension, then the detected type's. A PDF sent as "x.html" is saved as "x.pdf", so it never
 * opens as a page.
 */
function contentDisposition(record: StoredUpload): string {
  const extension = `.${UPLOAD_EXTENSIONS[record.type]}`;
  const stem = stemOf(record.name);
  const ascii = stem
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%]/g, '')
    .trim();
  return `attachment; filename="${ascii || 'document'}${extension}"; filename*=UTF-8''${extValue((stem || 'document') + extension)}`;
}

const notFound = () =>
  new Response('Document introuvable, ou lien expiré.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function handleUploadDownload(
  request: Request,
  token: string,
  deps: { directory: string; key: string; now: Date },
): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const link = { token, expires: searchParams.get('expires'), signature: searchParams.get('signature') };
  if (!verifyUploadLink(deps.key, link, deps.now)) return notFound();
  const upload = await readUpload(deps.directory, token);
  if (!upload) return notFound();
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      'content-type': UPLOAD_TYPES[upload.record.type],
      'content-length': String(upload.bytes.byteLength),
      'content-disposition': contentDisposition(upload.record),
      // Personal papers: never kept by a shared cache, never sniffed into something executable.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
