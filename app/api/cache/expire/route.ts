// POST /api/cache/expire/: another process (the import CLI, another server's import) tells this
// server which cache tags its writes changed (docs/caching.md). Authenticated with IMPORT_TOKEN.
import { z } from 'zod';
import { expireCacheTags } from '@/lib/cache/expire';
import { CACHE_TAG_PATTERN, MAX_TAGS_PER_REQUEST } from '@/lib/cache/running-servers';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { jsonOrNull, readLimitedBody } from '@/lib/http/read-limited-body';
import { tokenMatches } from '@/lib/security/bearer-token';

export const dynamic = 'force-dynamic';

const noticeSchema = z.object({ tags: z.array(z.string().regex(CACHE_TAG_PATTERN)).max(MAX_TAGS_PER_REQUEST) });
const MAX_BODY_BYTES = 64 * 1024;

export async function POST(request: Request): Promise<Response> {
  const token = env().IMPORT_TOKEN;
  if (!token) return emptyResponse(503);
  if (!tokenMatches(request.headers.get('authorization'), token)) return emptyResponse(401);
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return emptyResponse(413);
  const notice = noticeSchema.safeParse(jsonOrNull(body));
  if (!notice.success) return emptyResponse(400);
  expireCacheTags(notice.data.tags);
  return emptyResponse(204);
}
