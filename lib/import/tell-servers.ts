import { tellRunningServers } from '@/lib/cache/running-servers';
import type { AfterImportListener } from './after-import';
import { importCacheTags } from './cache-tags';

/**
 * The after-import step that tells the servers at `urls` what the import changed, so that none of
 * them shows a withdrawn property or an old price from its cache. A server that is not running has
 * nothing cached; one that fails makes the step fail (the import stands, and the report says so).
 */
export function tellServersAfterImport({
  urls,
  token,
}: {
  urls: readonly string[];
  token: string;
}): AfterImportListener {
  return {
    name: 'cache of running servers',
    run: async (_db, changes) => {
      const notices = await tellRunningServers(importCacheTags(changes), { urls, token });
      const failed = notices.filter((notice) => notice.outcome === 'failed');
      if (failed.length > 0)
        throw new Error(failed.map((notice) => `${notice.url} did not expire its cache (${notice.detail})`).join('; '));
    },
  };
}
