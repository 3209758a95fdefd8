import 'server-only';
import { auditEntry } from '@/lib/staff/audit';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { staffReaching, type StaffMember } from '@/lib/admin/staff-member';
import { returnPath } from '@/lib/admin/write-route';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { checkMediaFile, MAX_MEDIA_BYTES } from '@/lib/media/media-checks';
import { brandImages, libraryImages, storeLibraryImage, type MediaImage } from '@/lib/media/media-library';
import { reencodeImage } from '@/lib/media/reencode-image';
import { isSameOrigin } from '@/lib/security/same-origin';

// The pictures staff put in the pages (docs/back-office.md, menu pages): the list the image
// picker shows, and an upload. The upload keeps the guarantees of every back-office write
// (lib/admin/write-route.ts) in the same order — this site's Origin, a role that reaches the
// content, the body's size, the file's checks, the audit entry — but reads a multipart body.
// A plain form gets the writes' 303 back to its page; the picker asks for JSON
// (`Accept: application/json`) and gets the picture, or the refusal's key.

// Room for the multipart boundary, headers and `back` around the largest picture accepted.
const MAX_REQUEST_BYTES = MAX_MEDIA_BYTES + 64 * 1024;

type UploadOutcome = { image: MediaImage } | { error: Extract<WriteOutcome, { error: unknown }>['error'] };

/** Checks, re-encodes and stores one picture, with its audit entry. */
async function uploadImage(file: File, staff: StaffMember): Promise<UploadOutcome> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkMediaFile(file.size, bytes);
  if ('refused' in checked) return { error: checked.refused };
  const encoded = await reencodeImage(bytes);
  if (!encoded) return { error: 'mediaUnreadable' };
  const { token, ...image } = await storeLibraryImage(env().MEDIA_DIR, { ...encoded, name: file.name });
  await auditEntry(db, staff, 'media.upload', `media:${token}`, {
    name: image.name,
    url: image.url,
    width: image.width,
    height: image.height,
  });
  return { image };
}

const wantsJson = (request: Request) => (request.headers.get('accept') ?? '').includes('application/json');

/** The form's fields, or null when the body is no multipart form. */
async function multipartForm(request: Request, body: Uint8Array): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return null;
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}

/** POST /api/admin/media/: one picture in the field `file`. */
export async function handleMediaUpload(request: Request): Promise<Response> {
  if (!request.headers.get('origin') || !isSameOrigin(request.headers, env().SITE_URL, env().TRUST_PROXY)) {
    return emptyResponse(403);
  }
  const staff = await staffReaching('content');
  if (!staff) return emptyResponse(404);
  // Over the limit (413), the picker says the picture is too large, as it does for a 422 mediaTooLarge.
  const body = await readLimitedBody(request, MAX_REQUEST_BYTES);
  if (!body) return emptyResponse(413);
  const form = await multipartForm(request, body);
  const file = form?.get('file');
  const outcome: UploadOutcome = file instanceof File ? await uploadImage(file, staff) : { error: 'invalid' };
  if (wantsJson(request)) {
    return 'image' in outcome
      ? Response.json({ image: outcome.image }, { headers: { 'Cache-Control': 'no-store' } })
      : Response.json({ error: outcome.error }, { status: 422 });
  }
  const written: WriteOutcome =
    'image' in outcome ? { notice: 'mediaUploaded' } : { error: outcome.error, field: 'file' };
  return new Response(null, {
    status: 303,
    headers: { location: returnPath(form?.get('back'), written), 'Cache-Control': 'no-store' },
  });
}

/** GET /api/admin/media/: the pictures to choose from, uploaded ones first (newest first), then the brand's. */
export async function handleMediaList(): Promise<Response> {
  if (!(await staffReaching('content'))) return emptyResponse(404);
  const images = [...(await libraryImages(env().MEDIA_DIR)), ...(await brandImages(process.cwd()))];
  return Response.json({ images }, { headers: { 'Cache-Control': 'no-store' } });
}
