// POST /api/import: the CRM pushes its feed with a bearer token; the answer is the import report
// as JSON. Kept apart from the route file so tests can call it with their own database.
import type { Db } from '@/lib/prisma-client';
import { announcedTooLarge, BodyTooLargeError, limitedChunks } from '@/lib/http/read-limited-body';
import { tokenMatches } from '@/lib/security/bearer-token';
import { AFTER_IMPORT, type AfterImportListener } from './after-import';
import { readFeedStream } from './feed-reader';
import { FeedRefusedError, importFeed, type ImportReport } from './import-feed';
import type { ImportSettings } from './import-settings';

export type ImportEndpoint = {
  db: Db;
  settings: ImportSettings;
  /** Steps run after an import was written, besides those of every import (after-import.ts). */
  afterImport?: readonly AfterImportListener[];
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

// One import at a time per instance: two feeds written at once would interleave their batches.
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

export async function handleImportRequest(request: Request, endpoint: ImportEndpoint): Promise<Response> {
  const { settings } = endpoint;
  if (!settings.token) {
    return json(503, { status: 'disabled', error: 'The import API is switched off: set IMPORT_TOKEN to enable it.' });
  }
  if (!tokenMatches(request.headers.get('authorization'), settings.token)) {
    return json(
      401,
      { status: 'unauthorized', error: 'Send the import token as "Authorization: Bearer <token>".' },
      { 'WWW-Authenticate': 'Bearer realm="import"' },
    );
  }
  const tooLarge = json(413, {
    status: 'too-large',
    error: `The feed is larger than ${settings.maxBytes} bytes (IMPORT_MAX_BYTES); import it with npm run import.`,
  });
  if (announcedTooLarge(request, settings.maxBytes)) return tooLarge;
  if (!request.body)
    return json(422, { status: 'refused', error: 'Feed refused: the request has no body.', rejected: [] });
  const body = request.body;

  let report: ImportReport;
  try {
    report = await oneAtATime(async () => {
      // Parsed while it streams (a feed may be large), and cut off at the limit; a body refused
      // half-way (too large, or not JSON) stops uploading.
      const feed = await readFeedStream(limitedChunks(body, settings.maxBytes));
      return importFeed(endpoint.db, feed, {
        maxWithdrawShare: settings.maxWithdrawShare,
        afterImport: [...AFTER_IMPORT, ...(endpoint.afterImport ?? [])],
      });
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge;
    if (error instanceof FeedRefusedError) {
      return json(422, { status: 'refused', error: error.message, rejected: error.rejected });
    }
    console.error('Import failed:', error);
    return json(500, {
      status: 'failed',
      error: 'The import failed on the server (see its log). Send the feed again: an import can be repeated safely.',
    });
  }
  return json(200, { status: 'imported', report });
}
