import { readLimitedBody } from '@/lib/http/read-limited-body';
import type { RateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { clientAddress } from '@/lib/security/client-address';
import { isSameOrigin } from '@/lib/security/same-origin';
import { SNIFF_BYTES, sniffType, type UploadType } from '@/lib/uploads/sniff';
import { storeUpload, type StoredUpload } from '@/lib/uploads/upload-store';

// POST /api/forms/uploads/: the rent application's documents (ID card, payslips…), sent as
// multipart/form-data in the field "files" before the application itself, which then carries
// only the tokens answered here. Written against its dependencies so tests run exactly this.

export const MAX_UPLOAD_FILES = 5;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
// Room for the multipart boundaries and headers around the largest allowed files.
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 64 * 1024;

export type UploadDeps = { uploadDir: string; limiter: RateLimiter; siteUrl: string; trustProxy: number };

export type UploadIssue = { path: (string | number)[]; message: string };

const refused = (issues: UploadIssue[]) =>
  Response.json(
    { error: 'invalid', issues: issues.map((issue) => ({ ...issue, path: issue.path.map(String) })) },
    { status: 422 },
  );

/**
 * Checks each file (its size, its real type read from its bytes) and stores them all, or none
 * when one is wrong: then the issues, at ['files', index]. Also used by the rent application sent
 * without script, whose documents come with it (lib/forms/handlers/rent-application.ts).
 */
export async function storeUploads(
  uploadDir: string,
  files: readonly File[],
): Promise<{ stored: StoredUpload[]; issues: UploadIssue[] }> {
  const checked: { bytes: Uint8Array; type: UploadType; name: string }[] = [];
  const issues: UploadIssue[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size > MAX_UPLOAD_BYTES) {
      issues.push({ path: ['files', index], message: 'fileTooLarge' });
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The declared type (file.type) and the extension are the sender's claims: only the bytes count.
    const type = file.size === 0 ? null : sniffType(bytes.subarray(0, SNIFF_BYTES));
    if (!type) issues.push({ path: ['files', index], message: 'fileType' });
    else checked.push({ bytes, type, name: file.name });
  }
  if (issues.length > 0) return { stored: [], issues };
  const stored = [];
  for (const file of checked) stored.push(await storeUpload(uploadDir, file));
  return { stored, issues };
}

/** Answers `{ files: [{ token, name, type, size }] }`, or refuses every file when one is wrong. */
export async function handleUpload(request: Request, deps: UploadDeps): Promise<Response> {
  if (!isSameOrigin(request.headers, deps.siteUrl, deps.trustProxy)) {
    return Response.json({ error: 'forbidden' }, { status: 403 });
  }
  const limit = await deps.limiter.consume(clientAddress(request.headers.get('x-forwarded-for'), deps.trustProxy));
  if (!limit.allowed) {
    return Response.json(
      { error: 'rateLimited' },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  // Counted while it streams: an oversized body is cut off at the limit, never read whole.
  const body = await readLimitedBody(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!body) return Response.json({ error: 'tooLarge' }, { status: 413 });
  let form: FormData;
  try {
    const type = request.headers.get('content-type') ?? '';
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    return Response.json({ error: 'invalid' }, { status: 400 });
  }
  const files = form.getAll('files').filter((entry): entry is File => typeof entry !== 'string');
  if (files.length === 0) return refused([{ path: ['files'], message: 'required' }]);
  if (files.length > MAX_UPLOAD_FILES) return refused([{ path: ['files'], message: 'tooManyFiles' }]);

  const { stored, issues } = await storeUploads(deps.uploadDir, files);
  if (issues.length > 0) return refused(issues);
  return Response.json({
    files: stored.map(({ token, name, type, size }) => ({ token, name, type, size })),
  });
}
