// A lead's document from the back-office (lib/admin/lead-documents.ts): a member of staff who
// reaches the leads AND a signed link that has not expired; anything else is the same 404.
import { staffReaching } from '@/lib/admin/staff-member';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { derivedKey } from '@/lib/security/derived-key';
import { handleUploadDownload } from '@/lib/uploads/download';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/api/admin/leads/documents/[token]'>) {
  if (!(await staffReaching('leads'))) return emptyResponse(404);
  const { token } = await params;
  return handleUploadDownload(request, token, {
    directory: env.UPLOAD_DIR,
    key: derivedKey('staff-document-link'),
    now: new Date(),
  });
}
