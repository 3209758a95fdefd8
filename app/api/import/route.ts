// CRM feed import over HTTP (docs/import.md). The work is in lib/import/import-endpoint.ts.
import { expireCacheTags } from '@/lib/cache/expire';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { importCacheTags } from '@/lib/import/cache-tags';
import { handleImportRequest } from '@/lib/import/import-endpoint';
import { tellServersAfterImport } from '@/lib/import/tell-servers';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  const config = env();
  const { IMPORT_TOKEN: token, CACHE_SERVER_URLS: serverUrls } = config;
  return handleImportRequest(request, {
    db,
    settings: {
      token,
      maxWithdrawShare: config.IMPORT_MAX_WITHDRAW_SHARE,
      maxBytes: config.IMPORT_MAX_BYTES,
      serverUrls,
    },
    afterImport: [
      { name: 'cache', run: async (_db, changes) => expireCacheTags(importCacheTags(changes)) },
      // With several servers, the others too (docs/caching.md): through Redis when they share one
      // (Next's cache handler announces the expiry), else over HTTP.
      ...(serverUrls && token && !config.REDIS_URL ? [tellServersAfterImport({ urls: serverUrls, token })] : []),
    ],
  });
}
