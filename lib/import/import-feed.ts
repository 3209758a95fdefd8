// `importFeed`: the one path by which CRM data (and the demo seed) enters the database.
// Order: read the feed and validate its small lists; plan the withdrawals and refuse a feed that
// would empty the catalogue; recognise unchanged properties by hash; refuse a feed of which no
// property is valid — all before any write. Then the catalogue (types, managers, towns,
// projects), changed properties in batches, links and visit slots, withdrawals, and the
// after-import work.
import { NO_REDUCTION } from '@/lib/domain/price-reduction';
import { DEFAULT_MAX_WITHDRAW_SHARE } from '@/lib/env';
import { chunks } from '@/lib/id-chunks';
import type { Db } from '@/lib/prisma-client';
import { runAfterImport, type AfterImportListener, type ImportChanges } from './after-import';
import { CityResolver } from './city-resolver';
import { rawRecordsHash } from './feed-hash';
import { BELGIUM, type PropertyRecord } from './feed-schema';
import { emptyCounts, FeedRefusedError, type ImportReport, type RejectedRecord } from './import-report';
import { refreshPlannerStatistics } from './planner-statistics';
import { propertyRows } from './property-rows';
import type { Tx } from './transaction';
import { rawLanguageRank, readFeed, validatePropertyGroup, type ReadFeed, type RecordGroup } from './validate-feed';
import { loadTypes, planTypes, writeCities, writeManagers, writeTypes } from './write-catalogue';
import { writeAppointments } from './write-appointments';
import { writeCommunications, writeOwnerLinks, writePublications } from './write-links';
import { writeProperties, type PropertyWrite } from './write-properties';
import { withdrawProjects, writeProjects } from './write-projects';
import { withdrawalRefusal } from './withdrawal-guard';
import { AVAILABLE, WITHDRAWN } from '@/lib/properties/status';

export { FeedRefusedError, type ImportReport, type RejectedRecord } from './import-report';

export type ImportOptions = {
  /** Time stamp for new rows without CreatedAt and for withdrawals (tests pin it). */
  now?: Date;
  /** Properties written per transaction. */
  batchSize?: number;
  /** Largest share (0–1) of the available properties a full feed may withdraw; more is refused. */
  maxWithdrawShare?: number;
  /** Work to run once the import is written (defaults to AFTER_IMPORT, see after-import.ts). */
  afterImport?: readonly AfterImportListener[];
};

// SQLite holds one writer at a time; a long batch must not be cut by Prisma's 5 s default.
const TRANSACTION = { maxWait: 10_000, timeout: 120_000 };

type References = { typeIdByWebId: Map<number, number>; projectIds: Set<number>; managerIds: Set<number> };

type StoredState = { feedHash: string | null; status: string };

/** Hash, status and existence of the properties the feed names (all of them for a full feed). */
async function loadStates(db: Db, feed: ReadFeed): Promise<Map<number, StoredState>> {
  const select = { id: true, feedHash: true, status: true } as const;
  const rows = feed.full
    ? await db.property.findMany({ select })
    : (
        await Promise.all(
          chunks([...feed.propertyGroups.keys()]).map((ids) =>
            db.property.findMany({ where: { id: { in: ids } }, select }),
          ),
        )
      ).flat();
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

/** Properties a full feed leaves out; refused before any write when they are too many. */
function planWithdrawals(feed: ReadFeed, states: Map<number, StoredState>, maxShare: number): number[] {
  if (!feed.full) return [];
  let available = 0;
  const absent: number[] = [];
  for (const [id, state] of states) {
    if (state.status !== AVAILABLE) continue;
    available += 1;
    if (!feed.propertyGroups.has(id)) absent.push(id);
  }
  const refusal = withdrawalRefusal({ withdrawn: absent.length, available }, maxShare);
  if (refusal) throw new FeedRefusedError(refusal);
  return absent;
}

function webIdOf(records: readonly unknown[]): number | null {
  const first = records[0];
  const value = first && typeof first === 'object' ? (first as Record<string, unknown>).WebID : undefined;
  const id = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

type Plan = {
  /** Groups whose records changed or are new: validated batch by batch. */
  changed: { id: number; records: unknown[]; typeId: number | null; hash: string; exists: boolean }[];
  /** Unchanged properties the previous feed withdrew: they only become available again. */
  returning: number[];
  unchanged: number;
};

/** Sorts each group into unchanged, returning or changed by the hash of its raw records. */
function planProperties(feed: ReadFeed, states: Map<number, StoredState>, typeIdByWebId: Map<number, number>): Plan {
  const plan: Plan = { changed: [], returning: [], unchanged: 0 };
  for (const [id, records] of feed.propertyGroups) {
    records.sort((a, b) => rawLanguageRank(a) - rawLanguageRank(b));
    const webId = webIdOf(records);
    const typeId = (webId !== null && typeIdByWebId.get(webId)) || null;
    const hash = rawRecordsHash(typeId, records);
    const state = states.get(id);
    if (state?.feedHash !== hash) plan.changed.push({ id, records, typeId, hash, exists: state !== undefined });
    else if (state.status !== AVAILABLE) plan.returning.push(id);
    else plan.unchanged += 1;
  }
  return plan;
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

/**
 * Validates changed groups until one is valid, so that a feed of which nothing is valid is
 * refused before any write. Validated groups are kept for the write phase.
 */
function probeValidity(plan: Plan, rejected: RejectedRecord[]): Map<number, RecordGroup<PropertyRecord> | null> {
  const validated = new Map<number, RecordGroup<PropertyRecord> | null>();
  if (plan.unchanged > 0 || plan.returning.length > 0) return validated;
  for (const item of plan.changed) {
    const group = validatePropertyGroup(item.id, item.records, rejected);
    validated.set(item.id, group);
    if (group) return validated;
  }
  const records = plan.changed.reduce((sum, item) => sum + item.records.length, 0);
  throw new FeedRefusedError(`none of the ${records} property records is valid`, rejected);
}

async function writeCatalogue(tx: Tx, feed: ReadFeed, report: ImportReport, now: Date) {
  const cities = await CityResolver.load(tx);
  const managerIds = await writeManagers(tx, feed.managers);
  await writeCities(tx, feed.cities, cities);
  if (feed.projects) {
    await writeProjects(tx, feed.projects, cities, report.projects, now);
    if (feed.full) await withdrawProjects(tx, feed.mentionedProjectIds, report.projects);
  }
  const projects = await tx.project.findMany({ select: { id: true } });
  return { cities, managerIds, projectIds: new Set(projects.map((project) => project.id)) };
}

/** Links name properties by ID: the ones that exist, among those the link lists mention. */
async function linkedPropertyIds(db: Db, feed: ReadFeed): Promise<Set<number>> {
  const mentioned = new Set<number>();
  for (const list of [feed.owners, feed.publications, feed.communications, feed.appointments]) {
    for (const record of list ?? []) mentioned.add(record.PropertyID);
  }
  const existing = new Set<number>();
  for (const ids of chunks([...mentioned])) {
    const rows = await db.property.findMany({ where: { id: { in: ids } }, select: { id: true } });
    for (const row of rows) existing.add(row.id);
  }
  return existing;
}

export async function importFeed(db: Db, input: unknown, options: ImportOptions = {}): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 250;
  const feed = readFeed(input);
  const rejected = feed.rejected;
  const report: ImportReport = { ...emptyCounts(), projects: emptyCounts(), rejected };

  // ---- decisions, before any write
  const states = await loadStates(db, feed);
  const withdrawals = planWithdrawals(feed, states, options.maxWithdrawShare ?? DEFAULT_MAX_WITHDRAW_SHARE);
  const types = planTypes(await loadTypes(db), feed.types, rejected);
  const plan = planProperties(feed, states, types.idByWebId);
  const validated = probeValidity(plan, rejected);
  states.clear();
  feed.propertyGroups.clear();

  // ---- writes
  const catalogue = await db.$transaction(async (tx) => {
    await writeTypes(tx, types);
    return writeCatalogue(tx, feed, report, now);
  }, TRANSACTION);
  const refs: References = { ...catalogue, typeIdByWebId: types.idByWebId };
  const changes: ImportChanges = {
    created: [],
    updated: [],
    returned: plan.returning,
    withdrawn: withdrawals,
    references:
      types.creates.length + types.updates.length + types.names.length + feed.managers.length + feed.cities.length > 0,
    projects: report.projects.created + report.projects.updated + report.projects.withdrawn > 0,
    slots: [],
  };
  let rehashed = 0;

  for (const batch of chunks(plan.changed, batchSize)) {
    // Validation is CPU work: done before the transaction, which then holds the write lock
    // (all of SQLite's) only for the writes.
    const valid: { item: (typeof batch)[number]; group: RecordGroup<PropertyRecord> }[] = [];
    for (const item of batch) {
      const group = validated.has(item.id)
        ? validated.get(item.id)
        : validatePropertyGroup(item.id, item.records, rejected);
      // Written batches let go of their records: a large feed never needs them all at once.
      item.records = [];
      validated.delete(item.id);
      if (!group) continue;
      const problem = unresolved(group.records[0], refs);
      if (problem) rejected.push({ kind: 'property', id: group.id, language: null, ...problem });
      else valid.push({ item, group });
    }
    const written = await db.$transaction(async (tx) => {
      const writes: PropertyWrite[] = [];
      for (const { item, group } of valid) {
        const [first] = group.records;
        const cityId = await catalogue.cities.ensure(tx, {
          countryId: first.CountryID ?? BELGIUM,
          zip: first.Zip,
          names: Object.fromEntries(group.records.map((record) => [record.language, record.City])),
        });
        const rows = propertyRows(group.records, { cityId, typeId: item.typeId ?? 0, hash: item.hash });
        writes.push({ id: group.id, rows, exists: item.exists });
      }
      return writeProperties(tx, writes, now);
    }, TRANSACTION);
    changes.created.push(...written.created);
    changes.updated.push(...written.updated);
    // Same rows under a new hash (see writeProperties): unchanged for the report.
    rehashed += written.rehashed.length;
  }
  for (const ids of chunks(plan.returning)) {
    // Listed anew: a price reduction from before the withdrawal is no news (lib/domain/price-reduction.ts).
    await db.property.updateMany({
      where: { id: { in: ids } },
      data: { status: AVAILABLE, withdrawnAt: null, ...NO_REDUCTION },
    });
  }
  report.created = changes.created.length;
  report.updated = changes.updated.length + changes.returned.length;
  report.unchanged = plan.unchanged + rehashed;

  const propertyIds = await linkedPropertyIds(db, feed);
  await db.$transaction(async (tx) => {
    const context = { full: feed.full, propertyIds, rejected };
    if (feed.owners) await writeOwnerLinks(tx, feed.owners, context);
    if (feed.publications) await writePublications(tx, feed.publications, context);
    if (feed.communications) await writeCommunications(tx, feed.communications, context);
    if (feed.appointments) {
      const { propertyIds: slotted, ...counts } = await writeAppointments(tx, feed.appointments, context, now);
      report.appointments = counts;
      changes.slots = slotted;
    }
    for (const ids of chunks(withdrawals)) {
      await tx.property.updateMany({
        where: { id: { in: ids }, status: AVAILABLE },
        data: { status: WITHDRAWN, withdrawnAt: now },
      });
    }
  }, TRANSACTION);
  report.withdrawn = withdrawals.length;

  await refreshPlannerStatistics(db, report.created + report.updated + report.withdrawn);

  report.afterImport = await runAfterImport(db, changes, options.afterImport);
  return report;
}
