// The inbox's CSV: the leads of the filter on screen, as a spreadsheet in the member of staff's
// language opens it (lib/admin/lead-spreadsheet.ts). A member of staff who reaches the leads, or 404.
import { auditEntry } from '@/lib/staff/audit';
import { leadFilter, leadWhere } from '@/lib/admin/lead-filter';
import { leadSpreadsheet } from '@/lib/admin/lead-spreadsheet';
import { staffReaching } from '@/lib/admin/staff-member';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { databaseProvider } from '@/lib/prisma-client';
import { startedElsewhere } from '@/lib/security/fetch-site';

export const dynamic = 'force-dynamic';

// A GET, not a POST behind the back-office writes' Origin check: the inbox's plain link then
// downloads the file in every browser, with no form to resend and nothing to change. But the
// session cookie is SameSite=Lax, which a top-level GET from another site still carries, so such
// a request is refused by its Sec-Fetch-Site (403) before the session is even read.
export async function GET(request: Request) {
  if (startedElsewhere(request.headers)) return emptyResponse(403);
  const staff = await staffReaching('leads');
  if (!staff) return emptyResponse(404);
  const { page: _page, ...filter } = leadFilter(Object.fromEntries(new URL(request.url).searchParams));
  // Personal data leaving the site: who took which leads is in the audit log.
  await auditEntry(db, staff, 'lead.export', 'leads', filter);
  return leadSpreadsheet(db, leadWhere(filter, databaseProvider(env().DATABASE_URL), staff.id), staff.locale);
}
