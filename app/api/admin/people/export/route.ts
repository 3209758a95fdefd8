// Everything held about the person of the people page's search, as one zip (JSON, a readable
// page, the uploaded documents). An admin, or 404; a request another site started, 403.
import { personOfToken } from '@/lib/admin/people';
import { personExportResponse } from '@/lib/admin/people-export';
import { staffReaching } from '@/lib/admin/staff-member';
import { emptyResponse } from '@/lib/http/empty-response';
import { startedElsewhere } from '@/lib/security/fetch-site';

export const dynamic = 'force-dynamic';

// A GET, so that the page's link downloads the file; like the leads' CSV, refused by its
// Sec-Fetch-Site when another site started it (the session cookie is SameSite=Lax).
export async function GET(request: Request) {
  if (startedElsewhere(request.headers)) return emptyResponse(403);
  const staff = await staffReaching('people');
  if (!staff) return emptyResponse(404);
  const person = personOfToken(new URL(request.url).searchParams.get('person'), staff);
  if (!person) return emptyResponse(404);
  return personExportResponse(person, staff);
}
