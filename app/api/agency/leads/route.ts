// The agency's CSV export of leads (docs/forms.md, leads export). The work is in lib/leads/lead-export.ts.
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { handleLeadExport } from '@/lib/leads/lead-export';
import { rateLimiter } from '@/lib/rate-limit';
import { clientAddress } from '@/lib/security/client-address';

export const dynamic = 'force-dynamic';

// Ten wrong tokens per address per quarter of an hour, then nothing but 429.
const failures = rateLimiter({ name: 'leads-export:failures', points: 10, windowSeconds: 15 * 60 });

export function GET(request: Request): Promise<Response> {
  return handleLeadExport(request, {
    db,
    token: env().LEADS_EXPORT_TOKEN,
    failures,
    address: clientAddress(request.headers.get('x-forwarded-for'), env().TRUST_PROXY),
  });
}
