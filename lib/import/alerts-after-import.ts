import { notifySearchAlerts } from '@/lib/alerts/notify-matches';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { env } from '@/lib/env';
import type { AfterImportListener } from '@/lib/import/after-import';
import type { Db } from '@/lib/prisma-client';
import { AVAILABLE } from '@/lib/properties/status';

const options = () => ({ siteUrl: env().SITE_URL, unsubscribeKey: unsubscribeKey() });

/** After each import: alerts about the properties it created, changed or brought back. */
export const searchAlertsAfterImport: AfterImportListener = {
  name: 'search-alerts',
  async run(db, changes) {
    const outcome = await notifySearchAlerts(
      db,
      [...changes.created, ...changes.updated, ...changes.returned],
      options(),
    );
    if (outcome.failed > 0) throw new Error(`${outcome.failed} search alert mail(s) not queued`);
  },
};

/**
 * After seeding: the seed registers its demo alerts once the catalogue is written, so they are
 * matched against the whole catalogue (each property still mailed once per alert).
 */
export async function searchAlertsAfterSeed(db: Db) {
  const available = await db.property.findMany({ where: { status: AVAILABLE }, select: { id: true } });
  return notifySearchAlerts(
    db,
    available.map((property) => property.id),
    options(),
  );
}
