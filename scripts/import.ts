// `npm run import -- <feed.json> [--max-withdraw-share=0.5]`: imports a CRM feed into DATABASE_URL
// and prints what happened. Exit code 0 when imported, 1 when the feed was refused, 2 on bad usage.
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { readFeedStream } from '@/lib/import/feed-reader';
import { env } from '@/lib/env';
import { AFTER_IMPORT } from '@/lib/import/after-import';
import { announceAfterImport } from '@/lib/import/announce-after-import';
import { FeedRefusedError, importFeed, type ImportReport, type RejectedRecord } from '@/lib/import/import-feed';
import { importSettings, type ImportSettings } from '@/lib/import/import-settings';
import { tellServersAfterImport } from '@/lib/import/tell-servers';
import { createDbClient } from '@/lib/prisma-client';
import { databaseUrl } from './db/database-url';
import { migrate } from './db/migrate';

const describe = (record: RejectedRecord) =>
  `  - ${record.kind} ${record.id ?? '(no id)'}${record.language ? ` [${record.language}]` : ''}` +
  `${record.field ? ` ${record.field}` : ''}: ${record.message}`;

export function formatReport(report: ImportReport): string {
  const { projects } = report;
  const failed = (report.afterImport ?? []).filter((step) => step.error !== null);
  const lines = [
    `Properties: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.withdrawn} withdrawn.`,
    `Projects: ${projects.created} created, ${projects.updated} updated, ${projects.unchanged} unchanged, ${projects.withdrawn} withdrawn.`,
    ...(report.appointments
      ? [`Visit slots: ${report.appointments.created} created, ${report.appointments.removed} removed.`]
      : []),
    `Rejected records: ${report.rejected.length}.`,
    ...report.rejected.map(describe),
    ...failed.map((step) => `After-import step "${step.name}" failed: ${step.error}`),
  ];
  return lines.join('\n');
}

/**
 * Running servers cache what the import changes: they learn of it through Redis when they share one
 * (REDIS_URL), else each is told over HTTP, with the import token.
 */
function tellServers({ token, serverUrls }: ImportSettings) {
  const { REDIS_URL: redisUrl, SITE_URL: siteUrl } = env();
  if (redisUrl) return [announceAfterImport(redisUrl)];
  if (token) return [tellServersAfterImport({ urls: serverUrls ?? [siteUrl], token })];
  console.warn(
    'IMPORT_TOKEN is unset: running servers are not told of this import and show it once their ' +
      'cached entries expire (within an hour, docs/caching.md).',
  );
  return [];
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { 'max-withdraw-share': { type: 'string' } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file) {
    console.error('Usage: npm run import -- <feed.json> [--max-withdraw-share=0.5]');
    return 2;
  }
  const settings = importSettings({
    ...process.env,
    ...(values['max-withdraw-share'] !== undefined && { IMPORT_MAX_WITHDRAW_SHARE: values['max-withdraw-share'] }),
  });
  const url = databaseUrl();
  // Like db:seed, bring the schema up to date first: an import into an empty database then just works.
  await migrate(url);
  const db = createDbClient(url);
  const started = performance.now();
  try {
    // Read item by item: a large feed is longer than the longest string JavaScript can hold.
    const feed = await readFeedStream(createReadStream(file));
    const report = await importFeed(db, feed, {
      maxWithdrawShare: settings.maxWithdrawShare,
      afterImport: [...AFTER_IMPORT, ...tellServers(settings)],
    });
    console.log(formatReport(report));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Done in ${seconds} s, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB.`);
    return 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`No feed file at ${file}.`);
      return 2;
    }
    if (!(error instanceof FeedRefusedError)) throw error;
    console.error(error.message);
    for (const record of error.rejected) console.error(describe(record));
    return 1;
  } finally {
    await db.$disconnect();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
