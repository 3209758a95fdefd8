// CRM feed import over HTTP (README: import). The work is in lib/import/import-endpoint.ts.
import { revalidatePath, revalidateTag } from 'next/cache';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { handleImportRequest } from '@/lib/import/import-endpoint';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleImportRequest(request, {
    db,
    settings: {
      token: env.IMPORT_TOKEN,
      maxWithdrawShare: env.IMPORT_MAX_WITHDRAW_SHARE,
      maxBytes: env.IMPORT_MAX_BYTES,
    },
    onImported: () => {
      // Pages are rendered per request today; cached data tagged 'properties' and every cached
      // page must not outlive an import (a withdrawn property may not be shown once more).
      revalidateTag('properties', { expire: 0 });
      revalidatePath('/', 'layout');
    },
  });
}
