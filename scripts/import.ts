// `npm run import -- <feed.json>`: imports a CRM feed into DATABASE_URL and prints what happened.
import { readFile } from 'node:fs/promises';
import { FeedRefusedError, importFeed, type ImportReport } from '@/lib/import/import-feed';
import { createDbClient } from '@/lib/prisma-client';
import { databaseUrl } from './db/database-url';
import { migrate } from './db/migrate';

export function formatReport(report: ImportReport): string {
  const { projects } = report;
  const lines = [
    `Properties: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.withdrawn} withdrawn.`,
    `Projects: ${projects.created} created, ${projects.updated} updated, ${projects.unchanged} unchanged, ${projects.withdrawn} withdrawn.`,
    `Rejected records: ${report.rejected.length}.`,
    ...report.rejected.map(
      (record) =>
        `  - ${record.kind} ${record.id ?? '(no id)'}${record.language ? ` [${record.language}]` : ''}` +
        `${record.field ? ` ${record.field}` : ''}: ${record.message}`,
    ),
  ];
  return lines.join('\n');
}

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run import -- <feed.json>');
    return 2;
  }
  const url = databaseUrl();
  // Like db:seed, bring the schema up to date first: an import into an empty file then just works.
  await migrate(url);
  const db = createDbClient(url);
  try {
    // The raw text goes in as is: unparseable JSON is refused by importFeed like any bad feed.
    const report = await importFeed(db, await readFile(file, 'utf8'));
    console.log(formatReport(report));
    return 0;
  } catch (error) {
    if (!(error instanceof FeedRefusedError)) throw error;
    console.error(error.message);
    for (const record of error.rejected)
      console.error(`  - ${record.kind} ${record.id ?? '(no id)'} ${record.field}: ${record.message}`);
    return 1;
  } finally {
    await db.$disconnect();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv[2]);
}
