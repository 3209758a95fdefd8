// The demo data set: pictures on disk, owner accounts, the demo CRM feed through importFeed
// (the same path as real CRM data), then the site's pages and articles.
import path from 'node:path';
import { searchAlertsAfterSeed } from '@/lib/import/alerts-after-import';
import { importFeed, type ImportReport } from '@/lib/import/import-feed';
import type { Db } from '@/lib/prisma-client';
import { seedAppointments } from './appointments';
import { buildDemoFeed, demoDocumentJobs, demoPictureJobs } from './demo-feed';
import { recentActivityFeed } from './recent-activity';
import { writeDocuments } from './demo-documents';
import { writePictures } from './demo-pictures';
import { seedOwnerActivity } from './owner-activity';
import { seedAccounts } from './accounts';
import { seedSiteContent } from './site-content';

export const DEFAULT_MEDIA_DIR = './data/media';

export type SeedResult = {
  report: ImportReport;
  pictures: { total: number; written: number; milliseconds: number };
};

export async function seedDemo(db: Db, options: { mediaDir?: string } = {}): Promise<SeedResult> {
  const mediaDir = path.resolve(options.mediaDir ?? DEFAULT_MEDIA_DIR);
  const feed = buildDemoFeed();

  const started = performance.now();
  const jobs = demoPictureJobs(feed, mediaDir);
  const written = await writePictures(jobs);
  await writeDocuments(demoDocumentJobs(feed, mediaDir));
  const milliseconds = Math.round(performance.now() - started);

  // Owner accounts first: the feed's owner links point at them by e-mail.
  await seedAccounts(db);
  const report = await importFeed(db, feed);
  // The CRM's next export: a few properties just published or reduced, so their badges show.
  await importFeed(db, recentActivityFeed(feed, new Date()));
  await seedSiteContent(db);
  await seedOwnerActivity(db);
  // After the owner activity, which clears a property's unbooked appointments.
  await seedAppointments(db);
  await searchAlertsAfterSeed(db);
  return { report, pictures: { total: jobs.length, written, milliseconds } };
}
