import { brusselsDay } from '@/lib/i18n/dates';
import type { Db } from '@/lib/prisma-client';
import { MAX_RECORD_ID } from '@/lib/http/record-id';
import { AVAILABLE } from '@/lib/properties/status';

/**
 * Counts one view of a published property on today's Brussels day, in a single statement: the
 * row is created at 1 or incremented, and nothing is written for an unknown or withdrawn id.
 * Raw SQL because Prisma's upsert cannot make the insert depend on the property; the statement
 * is standard SQL that SQLite and PostgreSQL both run. Returns whether a view was counted.
 */
export async function recordView(db: Db, propertyId: number, at: Date = new Date()): Promise<boolean> {
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0 || propertyId > MAX_RECORD_ID) return false;
  const changed = await db.$executeRaw`
    INSERT INTO "PropertyVisitDay" ("propertyId", "day", "count")
    SELECT "id", ${brusselsDay(at)}, 1 FROM "Property" WHERE "id" = ${propertyId} AND "status" = ${AVAILABLE}
    ON CONFLICT ("propertyId", "day") DO UPDATE SET "count" = "PropertyVisitDay"."count" + 1`;
  return changed > 0;
}
