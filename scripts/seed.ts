// `npm run db:seed [-- --force]`: migrates DATABASE_URL and loads the demo data set when the
// database holds no property yet; --force imports the demo feed again (unchanged rows stay as they are).
import { seedDemo } from '@/prisma/seed';
import { createDbClient } from '@/lib/prisma-client';
import { databaseUrl } from './db/database-url';
import { migrate } from './db/migrate';
import { formatReport } from './import';

async function main(force: boolean): Promise<void> {
  const url = databaseUrl();
  const started = performance.now();
  await migrate(url);
  const db = createDbClient(url);
  try {
    const properties = await db.property.count();
    if (properties > 0 && !force) {
      console.log(
        `${url} already holds ${properties} properties: nothing to seed (use --force to import the demo feed again).`,
      );
      return;
    }
    const { report, pictures } = await seedDemo(db, { mediaDir: process.env.MEDIA_DIR });
    console.log(formatReport(report));
    console.log(`Pictures: ${pictures.written} of ${pictures.total} rendered in ${pictures.milliseconds} ms.`);
    console.log(`Seeded ${url} in ${Math.round(performance.now() - started)} ms.`);
  } finally {
    await db.$disconnect();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main(process.argv.includes('--force'));
}
