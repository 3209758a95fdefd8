import 'server-only';
import { auditDocumentDownload } from '@/lib/admin/lead-documents';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { derivedKey } from '@/lib/security/derived-key';
import type { AuditAuthor } from '@/lib/staff/audit';
import { handleUploadDownload } from '@/lib/uploads/download';

/**
 * A lead's document through one of its signed links (lib/admin/lead-documents.ts): the back-office's
 * (`staff-document-link`) or the agency mail's (`upload-link`), each signed under its own key. A
 * document served is in the audit log, by `by`.
 */
export async function serveLeadDocument(
  request: Request,
  token: string,
  link: 'staff-document-link' | 'upload-link',
  by: AuditAuthor,
): Promise<Response> {
  const response = await handleUploadDownload(request, token, {
    directory: env().UPLOAD_DIR,
    key: derivedKey(link),
    now: new Date(),
  });
  if (response.ok) await auditDocumentDownload(db, by, token);
  return response;
}
