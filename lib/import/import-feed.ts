// `importFeed`: the one path by which CRM data (and the demo seed) enters the database.
// Order: validate everything (refusing before any write), plan the withdrawals, write the
// catalogue, write changed properties in batches, then links and withdrawals.
import type { Db } from '@/lib/prisma-client';
import { CityResolver } from './city-resolver';
import { feedHash } from './feed-hash';
import { BELGIUM, type PropertyRecord } from './feed-schema';
import { emptyCounts, type ImportReport, type RejectedRecord } from './import-report';
import { propertyRows } from './property-rows';
import type { Tx } from './transaction';
import { validateFeed, type RecordGroup, type ValidFeed } from './validate-feed';
import { writeCities, writeManagers, writeTypes } from './write-catalogue';
import { writeCommunications, writeOwnerLinks, writePublications } from './write-links';
import { withdrawProjects, writeProjects } from './write-projects';
import { writeProperty } from './write-property';

export { FeedRefusedError, type ImportReport, type RejectedRecord } from './import-report';

export type ImportOptions = {
  /** Time stamp for new rows without CreatedAt and for withdrawals (tests pin it). */
  now?: Date;
  /** Properties written per transaction. */
  batchSize?: number;
};

// SQLite holds one writer at a time; a long batch must not be cut by Prisma's 5 s default.
const TRANSACTION = { maxWait: 10_000, timeout: 120_000 };

type References = { typeIdByWebId: Map<number, number>; projectIds: Set<number>; managerIds: Set<number> };

type PlannedProperty = {
  group: RecordGroup<PropertyRecord>;
  typeId: number;
  hash: string;
  state: 'new' | 'changed' | 'returning';
};

/** Properties a full feed leaves out. Kept apart so that a guard can veto them before any write. */
async function planWithdrawals(db: Db, feed: ValidFeed): Promise<number[]> {
  if (!feed.full) return [];
  const available = await db.property.findMany({ where: { status: 'available' }, select: { id: true } });
  return available.map((property) => property.id).filter((id) => !feed.mentionedPropertyIds.has(id));
}

/** A property whose type, project or manager is unknown cannot be written: reject it whole. */
function unresolved(record: PropertyRecord, refs: References): { field: string; message: string } | null {
  if (!refs.typeIdByWebId.has(record.WebID)) {
    return { field: 'WebID', message: `unknown property type WebID ${record.WebID} (send it in webIDs)` };
  }
  if (record.ProjectID != null && !refs.projectIds.has(record.ProjectID)) {
    return { field: 'ProjectID', message: `unknown project ${record.ProjectID}` };
  }
  if (record.ManagerID != null && !refs.managerIds.has(record.ManagerID)) {
    return { field: 'ManagerID', message: `unknown manager ${record.ManagerID}` };
  }
  return null;
}

async function planProperties(db: Db, feed: ValidFeed, refs: References, rejected: RejectedRecord[]) {
  const existing = await db.property.findMany({ select: { id: true, feedHash: true, status: true } });
  const known = new Map(existing.map((property) => [property.id, property]));
  const planned: PlannedProperty[] = [];
  let unchanged = 0;
  for (const group of feed.properties) {
    const [first] = group.records;
    const problem = unresolved(first, refs);
    if (problem) {
      rejected.push({ kind: 'property', id: group.id, language: null, ...problem });
      continue;
    }
    const typeId = refs.typeIdByWebId.get(first.WebID) ?? 0;
    const hash = feedHash({ typeId, records: group.records });
    const current = known.get(group.id);
    if (!current) planned.push({ group, typeId, hash, state: 'new' });
    else if (current.feedHash !== hash) planned.push({ group, typeId, hash, state: 'changed' });
    else if (current.status !== 'available') planned.push({ group, typeId, hash, state: 'returning' });
    else unchanged += 1;
  }
  return { planned, unchanged };
}

async function writePropertyBatch(tx: Tx, batch: readonly PlannedProperty[], cities: CityResolver, now: Date) {
  for (const { group, typeId, hash, state } of batch) {
    if (state === 'returning') {
      await tx.property.update({ where: { id: group.id }, data: { status: 'available', withdrawnAt: null } });
      continue;
    }
    const [first] = group.records;
    const countryId = first.CountryID ?? BELGIUM;
    const cityId = await cities.ensure(tx, {
      countryId,
      zip: first.Zip,
      names: Object.fromEntries(group.records.map((record) => [record.language, record.City])),
    });
    await writeProperty(tx, group.id, propertyRows(group.records, { cityId, typeId, hash }), state === 'changed', now);
  }
}

export async function importFeed(db: Db, input: unknown, options: ImportOptions = {}): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 200;
  const feed = validateFeed(input);
  const rejected = [...feed.rejected];
  const report: ImportReport = { ...emptyCounts(), projects: emptyCounts(), rejected };
  const withdrawals = await planWithdrawals(db, feed);

  const { refs, cities } = await db.$transaction(async (tx) => {
    const cities = await CityResolver.load(tx);
    const typeIdByWebId = await writeTypes(tx, feed.types, rejected);
    const managerIds = await writeManagers(tx, feed.managers);
    await writeCities(tx, feed.cities, cities);
    if (feed.projects) {
      await writeProjects(tx, feed.projects, cities, report.projects, now);
      if (feed.full) await withdrawProjects(tx, feed.mentionedProjectIds, report.projects);
    }
    const projects = await tx.project.findMany({ select: { id: true } });
    const projectIds = new Set(projects.map((project) => project.id));
    return { refs: { typeIdByWebId, projectIds, managerIds }, cities };
  }, TRANSACTION);

  const { planned, unchanged } = await planProperties(db, feed, refs, rejected);
  report.unchanged = unchanged;
  for (let start = 0; start < planned.length; start += batchSize) {
    const batch = planned.slice(start, start + batchSize);
    await db.$transaction((tx) => writePropertyBatch(tx, batch, cities, now), TRANSACTION);
  }
  report.created = planned.filter((item) => item.state === 'new').length;
  report.updated = planned.length - report.created;

  await db.$transaction(async (tx) => {
    const properties = await tx.property.findMany({ select: { id: true } });
    const context = { full: feed.full, propertyIds: new Set(properties.map((row) => row.id)), rejected };
    if (feed.owners) await writeOwnerLinks(tx, feed.owners, context);
    if (feed.publications) await writePublications(tx, feed.publications, context);
    if (feed.communications) await writeCommunications(tx, feed.communications, context);
    for (let start = 0; start < withdrawals.length; start += 500) {
      await tx.property.updateMany({
        where: { id: { in: withdrawals.slice(start, start + 500) }, status: 'available' },
        data: { status: 'withdrawn', withdrawnAt: now },
      });
    }
  }, TRANSACTION);
  report.withdrawn = withdrawals.length;
  return report;
}
