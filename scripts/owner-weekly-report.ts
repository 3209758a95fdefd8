// `npm run owner:weekly-report`: queues the weekly e-mail for every owner who asked for it; the
// server's outbox worker sends it. Schedule it once a week (cron, systemd timer).
import { readFileSync } from 'node:fs';
import { localeOrDefault } from '../lib/i18n/locales';
import { localizedPath } from '../lib/i18n/localized-path';
import { queueMail } from '../lib/mail/queue';
import { ownerProperties, ownerStats } from '../lib/owner/queries';
import { composeWeeklyReport } from '../lib/owner/weekly-report';
import { createDbClient } from '../lib/prisma-client';
import { databaseUrl } from './db/database-url';

const siteUrl = process.env.SITE_URL || 'http://localhost:3000';
const db = createDbClient(databaseUrl());
const weekAgo = new Date(Date.now() - 7 * 86_400_000);
const owners = await db.owner.findMany({
  where: { weeklyReport: true },
  select: { id: true, email: true, name: true, locale: true },
});

for (const owner of owners) {
  const locale = localeOrDefault(owner.locale);
  const messages = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, unknown>;
  const properties = await ownerProperties(db, owner.id, locale);
  const figures = await Promise.all(
    properties.map(async (property) => {
      const stats = (await ownerStats(db, owner.id, property.id))!;
      const contacts = stats.history.filter((entry) => new Date(entry.date) >= weekAgo).length;
      return {
        title: property.title,
        reference: property.recordFile,
        views: stats.views,
        waitingDemands: stats.waitingDemands,
        contacts,
      };
    }),
  );
  const mail = composeWeeklyReport({
    locale,
    messages,
    name: owner.name,
    portalUrl: new URL(localizedPath('/owner', locale), siteUrl).toString(),
    properties: figures,
  });
  await queueMail(db, { to: owner.email, ...mail });
}
console.log(`Queued the weekly report for ${owners.length} owner(s).`);
await db.$disconnect();
