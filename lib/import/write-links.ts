// Owner links, portal publications and CRM communications. Each list is the truth for the
// properties it mentions (for every property when the feed is full): rows it no longer lists
// are removed, rows that did not change are not written.
import { toDate } from './coerce';
import type { CommunicationRecord, OwnerLinkRecord, PublicationRecord } from './feed-schema';
import type { RecordKind, RejectedRecord } from './import-report';
import type { Tx } from './transaction';

export type LinkContext = { full: boolean; propertyIds: ReadonlySet<number>; rejected: RejectedRecord[] };

/** The records of existing properties; the others are rejected. */
export function knownProperties<T extends { PropertyID: number }>(
  kind: RecordKind,
  records: readonly T[],
  idOf: (record: T) => number | string,
  context: LinkContext,
): T[] {
  return records.filter((record) => {
    if (context.propertyIds.has(record.PropertyID)) return true;
    context.rejected.push({
      kind,
      id: idOf(record),
      language: null,
      field: 'PropertyID',
      message: `unknown property ${record.PropertyID}`,
    });
    return false;
  });
}

/** Which existing rows the list speaks for: all of them in a full feed, else its properties'. */
function scope<T extends { PropertyID: number }>(records: readonly T[], full: boolean) {
  return full ? {} : { propertyId: { in: [...new Set(records.map((record) => record.PropertyID))] } };
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

export async function writeOwnerLinks(tx: Tx, records: readonly OwnerLinkRecord[], context: LinkContext) {
  const owners = await tx.owner.findMany({ select: { id: true, email: true } });
  const ownerIds = new Map(owners.map((owner) => [owner.email.toLowerCase(), owner.id]));
  const links = knownProperties('owner', records, (record) => record.Email, context).filter((record) => {
    if (ownerIds.has(record.Email)) return true;
    context.rejected.push({
      kind: 'owner',
      id: record.Email,
      language: null,
      field: 'Email',
      message: `no owner account with the e-mail ${record.Email}`,
    });
    return false;
  });
  const wanted = new Map(
    links.map((link) => {
      const ownerId = ownerIds.get(link.Email) ?? 0;
      return [`${ownerId}|${link.PropertyID}`, { ownerId, propertyId: link.PropertyID }];
    }),
  );
  const existing = await tx.ownerProperty.findMany({ where: scope(records, context.full) });
  const current = new Set(existing.map((row) => `${row.ownerId}|${row.propertyId}`));
  const missing = [...wanted].filter(([key]) => !current.has(key)).map(([, row]) => row);
  const extra = existing.filter((row) => !wanted.has(`${row.ownerId}|${row.propertyId}`));
  if (missing.length) await tx.ownerProperty.createMany({ data: missing });
  for (const row of extra) {
    await tx.ownerProperty.delete({
      where: { ownerId_propertyId: { ownerId: row.ownerId, propertyId: row.propertyId } },
    });
  }
}

export async function writePublications(tx: Tx, records: readonly PublicationRecord[], context: LinkContext) {
  const publications = knownProperties('publication', records, (record) => record.PropertyID, context);
  const wanted = new Map(
    publications.map((record) => [
      `${record.PropertyID}|${record.Portal}`,
      {
        propertyId: record.PropertyID,
        portal: record.Portal,
        url: record.Url,
        views: record.Views ?? null,
        publishedAt: toDate(record.PublishedAt),
      },
    ]),
  );
  const existing = await tx.portalPublication.findMany({ where: scope(records, context.full) });
  const current = new Map(existing.map((row) => [`${row.propertyId}|${row.portal}`, row]));
  for (const [key, row] of wanted) {
    const before = current.get(key);
    if (!before) {
      await tx.portalPublication.create({ data: row });
    } else if (before.url !== row.url || before.views !== row.views || !sameTime(before.publishedAt, row.publishedAt)) {
      await tx.portalPublication.update({ where: { id: before.id }, data: row });
    }
  }
  const extra = existing.filter((row) => !wanted.has(`${row.propertyId}|${row.portal}`)).map((row) => row.id);
  if (extra.length) await tx.portalPublication.deleteMany({ where: { id: { in: extra } } });
}

export async function writeCommunications(tx: Tx, records: readonly CommunicationRecord[], context: LinkContext) {
  const communications = knownProperties('communication', records, (record) => record.ID, context);
  const wanted = new Map(
    communications.map((record) => [
      record.ID,
      {
        propertyId: record.PropertyID,
        date: toDate(record.Date) ?? new Date(0),
        type: record.Type,
        contact: record.Contact,
        subject: record.Subject,
        comment: record.Comment ?? null,
        status: record.Status,
        source: record.Source,
      },
    ]),
  );
  const existing = await tx.communication.findMany({ where: scope(records, context.full) });
  const current = new Map(existing.map((row) => [row.id, row]));
  for (const [id, row] of wanted) {
    const before = current.get(id);
    const unchanged =
      before &&
      before.propertyId === row.propertyId &&
      sameTime(before.date, row.date) &&
      before.type === row.type &&
      before.contact === row.contact &&
      before.subject === row.subject &&
      before.comment === row.comment &&
      before.status === row.status &&
      before.source === row.source;
    if (unchanged) continue;
    // An entry moved from a property outside this list's scope is found by its id all the same.
    await tx.communication.upsert({ where: { id }, create: { id, ...row }, update: row });
  }
  const extra = existing.filter((row) => !wanted.has(row.id)).map((row) => row.id);
  if (extra.length) await tx.communication.deleteMany({ where: { id: { in: extra } } });
}
