// A lead's document from the back-office (lib/admin/lead-documents.ts): a member of staff who
// reaches the leads AND a signed link that has not expired; anything else is the same 404. Each
// document served is in the audit log, under the member of staff.
import { auditDocumentDownload } from '@/lib/admin/lead-documents';
import { staffReaching } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { derivedKey } from '@/lib/security/derived-key';
import { handleUploadDownload } from '@/lib/uploads/download';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/api/admin/leads/documents/[token]'>) {
  const staff = await staffReaching('leads');
  if (!staff) return emptyResponse(404);
  const { token } = await params;
  const response = await handleUploadDownload(request, token, {
    directory: env().UPLOAD_DIR,
    key: derivedKey('staff-document-link'),
    now: new Date(),
  });
  if (response.ok) await auditDocumentDownload(db, staff, token);
  return response;
}
