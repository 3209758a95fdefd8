// A rent application's document, from the signed link in the agency's mail (lib/uploads/download.ts).
// Each document served is in the back-office's audit log, as opened through that link.
import { BY_EMAILED_LINK } from '@/lib/staff/audit';
import { auditDocumentDownload } from '@/lib/admin/lead-documents';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { derivedKey } from '@/lib/security/derived-key';
import { handleUploadDownload } from '@/lib/uploads/download';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/api/agency/uploads/[token]'>) {
  const { token } = await params;
  const response = await handleUploadDownload(request, token, {
    directory: env().UPLOAD_DIR,
    key: derivedKey('upload-link'),
    now: new Date(),
  });
  if (response.ok) await auditDocumentDownload(db, BY_EMAILED_LINK, token);
  return response;
}
