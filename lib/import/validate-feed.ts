// Turns an untrusted feed into valid, grouped records plus the list of what was rejected.
import type { z } from 'zod';
import {
  FEED_LANGUAGES,
  appointmentRecord,
  cityRecord,
  communicationRecord,
  feedEnvelope,
  managerRecord,
  ownerLinkRecord,
  projectRecord,
  propertyRecord,
  publicationRecord,
  typeRecord,
  type AppointmentRecord,
  type CityRecord,
  type CommunicationRecord,
  type FeedLanguage,
  type ManagerRecord,
  type OwnerLinkRecord,
  type ProjectRecord,
  type PropertyRecord,
  type PublicationRecord,
  type TypeRecord,
} from './feed-schema';
import { fullRecord } from './feed-reader';
import { FeedRefusedError, type RecordKind, type RejectedRecord } from './import-report';

/** The records of one property (or project, or type), one per language, in fr, nl, en, de order. */
export type RecordGroup<T> = { id: number; records: [T, ...T[]] };

/**
 * The feed with its small lists validated and its property records grouped by ID but not yet
 * validated: a record that comes again unchanged is recognised by its hash and never parsed
 * again (validating 400,000 records would otherwise make a repeated import as slow as the first).
 */
export type ReadFeed = {
  full: boolean;
  /** Raw property records by ID, in feed order. */
  propertyGroups: Map<number, unknown[]>;
  /** Number of property records in the feed, valid or not. */
  propertyRecords: number;
  projects: RecordGroup<ProjectRecord>[] | null;
  mentionedProjectIds: Set<number>;
  types: RecordGroup<TypeRecord>[];
  cities: CityRecord[];
  managers: ManagerRecord[];
  owners: OwnerLinkRecord[] | null;
  publications: PublicationRecord[] | null;
  communications: CommunicationRecord[] | null;
  appointments: AppointmentRecord[] | null;
  rejected: RejectedRecord[];
};

function readJson(feed: unknown): unknown {
  if (typeof feed !== 'string') return feed;
  try {
    return JSON.parse(feed);
  } catch (error) {
    throw new FeedRefusedError(`not valid JSON (${(error as Error).message})`);
  }
}

function field(record: unknown, name: string): unknown {
  return record && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
}

function rawId(record: unknown, name: string): number | string | null {
  const value = field(record, name);
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return /^\d+$/.test(value.trim()) ? Number(value) : value.trim();
}

function rawLanguage(record: unknown): string | null {
  const value = field(record, 'language');
  return typeof value === 'string' ? value.trim().toLowerCase() || null : null;
}

function describeIssue(issue: z.core.$ZodIssue, withPath: boolean): string {
  const input = issue.input;
  const got = input != null && typeof input !== 'object' ? ` (got ${JSON.stringify(input)?.slice(0, 60)})` : '';
  return `${withPath && issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}${got}`;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): { field: string; message: string } {
  const paths = [...new Set(issues.map((issue) => issue.path.join('.')))];
  return {
    field: paths.join(', '),
    message: issues.map((issue) => describeIssue(issue, paths.length > 1)).join('; '),
  };
}

function validateList<T>(
  kind: RecordKind,
  items: readonly unknown[],
  schema: z.ZodType<T>,
  idField: string,
  rejected: RejectedRecord[],
): { valid: T[]; invalidIds: Set<number | string> } {
  const valid: T[] = [];
  const invalidIds = new Set<number | string>();
  for (const item of items) {
    const result = schema.safeParse(item, { reportInput: true });
    if (result.success) {
      valid.push(result.data);
      continue;
    }
    const id = rawId(item, idField);
    if (id !== null) invalidIds.add(id);
    rejected.push({ kind, id, language: rawLanguage(item), ...describeIssues(result.error.issues) });
  }
  return { valid, invalidIds };
}

const LANGUAGE_ORDER = new Map<FeedLanguage, number>(FEED_LANGUAGES.map((language, index) => [language, index]));

/**
 * Groups per-language records by ID. A group with an invalid or duplicated record is left out
 * whole: importing the other languages alone would drop the broken language's page.
 */
function groupByLanguage<T extends { ID: number; language: FeedLanguage }>(
  kind: RecordKind,
  valid: readonly T[],
  invalidIds: ReadonlySet<number | string>,
  rejected: RejectedRecord[],
): RecordGroup<T>[] {
  const byId = new Map<number, T[]>();
  for (const record of valid) byId.set(record.ID, [...(byId.get(record.ID) ?? []), record]);
  const groups: RecordGroup<T>[] = [];
  for (const [id, records] of byId) {
    const languages = records.map((record) => record.language);
    const duplicated = languages.filter((language, index) => languages.indexOf(language) !== index);
    for (const language of new Set(duplicated)) {
      rejected.push({
        kind,
        id,
        language,
        field: 'language',
        message: `more than one ${language} record for ${kind} ${id}`,
      });
    }
    if (invalidIds.has(id) || duplicated.length > 0) {
      for (const record of records) {
        if (duplicated.includes(record.language)) continue;
        rejected.push({
          kind,
          id,
          language: record.language,
          field: '',
          message: `skipped: another language record of ${kind} ${id} is invalid`,
        });
      }
      continue;
    }
    const sorted = [...records].sort(
      (a, b) => (LANGUAGE_ORDER.get(a.language) ?? 0) - (LANGUAGE_ORDER.get(b.language) ?? 0),
    );
    groups.push({ id, records: sorted as [T, ...T[]] });
  }
  return groups;
}

function numericIds(items: readonly unknown[], name: string): Set<number> {
  const ids = new Set<number>();
  for (const item of items) {
    const id = rawId(item, name);
    if (typeof id === 'number') ids.add(id);
  }
  return ids;
}

/** The raw language of a record, for ordering a group the way validated groups are ordered. */
export function rawLanguageRank(record: unknown): number {
  return LANGUAGE_ORDER.get(rawLanguage(record) as FeedLanguage) ?? FEED_LANGUAGES.length;
}

/**
 * Property records by ID. A record whose ID is missing or not a number cannot be grouped: it is
 * validated on its own here, so that the report says what else is wrong with it.
 */
function groupPropertyRecords(items: readonly unknown[], rejected: RejectedRecord[]): Map<number, unknown[]> {
  const groups = new Map<number, unknown[]>();
  for (const item of items) {
    const id = rawId(item, 'ID');
    if (typeof id === 'number') {
      const group = groups.get(id);
      if (group) group.push(item);
      else groups.set(id, [item]);
    } else {
      validateList('property', [fullRecord(item)], propertyRecord, 'ID', rejected);
    }
  }
  return groups;
}

/** Validates one property's records; a group with an invalid or duplicated record is rejected whole. */
export function validatePropertyGroup(
  id: number,
  records: readonly unknown[],
  rejected: RejectedRecord[],
): RecordGroup<PropertyRecord> | null {
  const { valid, invalidIds } = validateList('property', records.map(fullRecord), propertyRecord, 'ID', rejected);
  // A record that failed on its ID ("0", -3) still belongs to this group.
  if (valid.length < records.length) invalidIds.add(id);
  const [group] = groupByLanguage('property', valid, invalidIds, rejected);
  return group ?? null;
}

/**
 * Validates the envelope (refusing what cannot be a feed) and the small lists, and groups the
 * property records by ID for `validatePropertyGroup`.
 */
export function readFeed(feed: unknown): ReadFeed {
  const json = readJson(feed);
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new FeedRefusedError('expected a JSON object with a "properties" list');
  }
  if (!Array.isArray(field(json, 'properties'))) throw new FeedRefusedError('the "properties" list is missing');
  const envelope = feedEnvelope.safeParse(json);
  if (!envelope.success) {
    throw new FeedRefusedError(describeIssues(envelope.error.issues).message);
  }
  const lists = envelope.data;
  if (lists.properties.length === 0) throw new FeedRefusedError('the "properties" list is empty');

  const rejected: RejectedRecord[] = [];
  const propertyGroups = groupPropertyRecords(lists.properties, rejected);
  if (propertyGroups.size === 0) {
    throw new FeedRefusedError(`none of the ${lists.properties.length} property records is valid`, rejected);
  }
  const projects = lists.projects && validateList('project', lists.projects, projectRecord, 'ID', rejected);
  const types = validateList('type', lists.webIDs ?? [], typeRecord, 'ID', rejected);

  return {
    full: lists.full ?? false,
    propertyGroups,
    propertyRecords: lists.properties.length,
    projects: projects ? groupByLanguage('project', projects.valid, projects.invalidIds, rejected) : null,
    mentionedProjectIds: numericIds(lists.projects ?? [], 'ID'),
    types: groupByLanguage('type', types.valid, types.invalidIds, rejected),
    cities: validateList('city', lists.citys ?? [], cityRecord, 'Zip', rejected).valid,
    managers: validateList('manager', lists.managers ?? [], managerRecord, 'ID', rejected).valid,
    owners: lists.owners ? validateList('owner', lists.owners, ownerLinkRecord, 'Email', rejected).valid : null,
    publications: lists.publications
      ? validateList('publication', lists.publications, publicationRecord, 'PropertyID', rejected).valid
      : null,
    communications: lists.communications
      ? validateList('communication', lists.communications, communicationRecord, 'ID', rejected).valid
      : null,
    appointments: lists.appointments
      ? validateList('appointment', lists.appointments, appointmentRecord, 'PropertyID', rejected).valid
      : null,
    rejected,
  };
}
