// CRM feed import over HTTP (README: import). The work is in lib/import/import-endpoint.ts.
import { expireCacheTags } from '@/lib/cache/expire';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { importCacheTags } from '@/lib/import/cache-tags';
import { handleImportRequest } from '@/lib/import/import-endpoint';
import { tellServersAfterImport } from '@/lib/import/tell-servers';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  const { IMPORT_TOKEN: token, CACHE_SERVER_URLS: serverUrls } = env;
  return handleImportRequest(request, {
    db,
    settings: {
      token,
      maxWithdrawShare: env.IMPORT_MAX_WITHDRAW_SHARE,
      maxBytes: env.IMPORT_MAX_BYTES,
      serverUrls,
    },
    afterImport: [
      { name: 'cache', run: async (_db, changes) => expireCacheTags(importCacheTags(changes)) },
      // With several servers, the others too (docs/caching.md): through Redis when they share one
      // (Next's cache handler announces the expiry), else over HTTP.
      ...(serverUrls && token && !env.REDIS_URL ? [tellServersAfterImport({ urls: serverUrls, token })] : []),
    ],
  });
}
