// A rent application's document, from the signed link in the agency's mail (lib/uploads/download.ts).
// Each document served is in the back-office's audit log, as opened through that link.
import { serveLeadDocument } from '@/lib/admin/serve-lead-document';
import { BY_EMAILED_LINK } from '@/lib/staff/audit';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/api/agency/uploads/[token]'>) {
  return serveLeadDocument(request, (await params).token, 'upload-link', BY_EMAILED_LINK);
}
