import 'server-only';
import { expireCacheTags } from '@/lib/cache/expire';
import { tellRunningServers } from '@/lib/cache/running-servers';
import { env } from '@/lib/env';

/**
 * Expires `tags` here and, with several servers, on the others too, as an import over HTTP does
 * (docs/caching.md): a back-office write is seen on the next request whichever server answers it.
 * With REDIS_URL, Next's cache handler tells them through Redis; else each server of
 * `CACHE_SERVER_URLS` is told over HTTP. A server that fails keeps its entries until their life
 * ends; the write itself stands, so the failure is only logged.
 */
export async function expireEverywhere(tags: readonly string[]): Promise<void> {
  expireCacheTags(tags);
  const { CACHE_SERVER_URLS: urls, IMPORT_TOKEN: token, REDIS_URL: redisUrl } = env();
  if (!urls || !token || redisUrl) return;
  const notices = await tellRunningServers(tags, { urls, token });
  for (const notice of notices.filter((entry) => entry.outcome === 'failed'))
    console.error(`${notice.url} did not expire ${tags.join(', ')} (${notice.detail})`);
}
