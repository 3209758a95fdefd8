// An import from the CLI runs in its own process, beside the servers that cache what it changes:
// it tells each of them which tags to expire (POST /api/cache/expire/, the import token as bearer).

/** A tag as CACHE_TAG spells them: a name, optionally ":" and a number. */
export const CACHE_TAG_PATTERN = /^[a-z][a-z-]{0,40}(:\d{1,12})?$/;

/** Tags per request: an import that changed more sends one broad tag instead (lib/import/cache-tags.ts). */
export const MAX_TAGS_PER_REQUEST = 2_000;

export type ServerNotice = { url: string; outcome: 'expired' | 'not-running' | 'failed'; detail?: string };

/**
 * Asks every server at `urls` to expire `tags`. A server that does not answer the connection is
 * simply not running (nothing of it is cached); any other failure is reported, and the entries
 * there then expire with their cache life.
 */
export async function tellRunningServers(
  tags: readonly string[],
  { urls, token, fetchImpl = fetch }: { urls: readonly string[]; token: string; fetchImpl?: typeof fetch },
): Promise<ServerNotice[]> {
  if (tags.length === 0) return [];
  return Promise.all(
    urls.map(async (url): Promise<ServerNotice> => {
      try {
        const response = await fetchImpl(new URL('/api/cache/expire/', url), {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(10_000),
        });
        return response.ok
          ? { url, outcome: 'expired' }
          : { url, outcome: 'failed', detail: `HTTP ${response.status}` };
      } catch (error) {
        const code = ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code;
        if (code === 'ECONNREFUSED') return { url, outcome: 'not-running' };
        return { url, outcome: 'failed', detail: code ?? (error as Error).message };
      }
    }),
  );
}
