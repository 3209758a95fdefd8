// A lead's document from the back-office (lib/admin/lead-documents.ts): a member of staff who
// reaches the leads AND a signed link that has not expired; anything else is the same 404. Each
// document served is in the audit log, under the member of staff.
import { serveLeadDocument } from '@/lib/admin/serve-lead-document';
import { staffReaching } from '@/lib/admin/staff-member';
import { emptyResponse } from '@/lib/http/empty-response';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/api/admin/leads/documents/[token]'>) {
  const staff = await staffReaching('leads');
  if (!staff) return emptyResponse(404);
  return serveLeadDocument(request, (await params).token, 'staff-document-link', staff);
}
