// Writes a batch of new and changed properties inside one transaction. New properties go in with
// one multi-row INSERT per table for the whole batch (bulk-insert); changed ones are compared with
// what is stored and only their differences are written (property-diff).
import { reductionAfterImport, type PriceReduction } from '@/lib/domain/price-reduction';
import { AVAILABLE } from '@/lib/properties/status';
import { insertRows } from './bulk-insert';
import { changedColumns, listChanges, sameList } from './property-diff';
import type { PropertyRows } from './property-rows';
import type { Tx } from './transaction';

export type PropertyWrite = { id: number; rows: PropertyRows; exists: boolean };

type Rows<K extends keyof PropertyRows> = PropertyRows[K] extends (infer Row)[]
  ? (Row & { propertyId: number })[]
  : never;

/** What a batch writes besides the property rows themselves, gathered so each table is written once. */
type Pending = {
  translations: Rows<'translations'>;
  pictures: Rows<'pictures'>;
  documents: Rows<'documents'>;
  translationUpdates: Rows<'translations'>;
  pictureUpdates: Rows<'pictures'>;
  removedTranslations: { propertyId: number; locale: string }[];
  removedPictureIds: number[];
  replacedDocumentsOf: number[];
};

function children(id: number, rows: PropertyRows) {
  return {
    translations: rows.translations.map((row) => ({ propertyId: id, ...row })),
    pictures: rows.pictures.map((row) => ({ propertyId: id, ...row })),
    documents: rows.documents.map((row) => ({ propertyId: id, ...row })),
  };
}

type Stored = Awaited<ReturnType<typeof loadStored>>[number];

function loadStored(tx: Tx, ids: number[]) {
  return tx.property.findMany({
    where: { id: { in: ids } },
    include: { translations: true, pictures: true, documents: { orderBy: { id: 'asc' } } },
  });
}

/** The price reduction the property keeps after this update (lib/domain/price-reduction.ts). */
function reductionOf(stored: Stored, next: PropertyRows['property'], now: Date): PriceReduction {
  return reductionAfterImport({
    stored,
    next: {
      goal: next.goal,
      price: next.price ?? null,
      priceUnit: next.priceUnit ?? null,
      publishPrice: next.publishPrice ?? true,
    },
    // A withdrawn property that comes back is listed anew: its old price is no news.
    relisted: stored.status !== AVAILABLE,
    now,
  });
}

/**
 * Plans the child rows of a changed property and writes its own changed columns. Returns false
 * when only the stored hash differed (the CRM reordered keys or spelled 12 as "12"): the rows are
 * the same, so the property is not reported as updated.
 */
async function updateProperty(
  tx: Tx,
  write: PropertyWrite,
  stored: Stored,
  pending: Pending,
  now: Date,
): Promise<boolean> {
  const { translations, pictures, documents, ...row } = stored;
  const columns = changedColumns(row, {
    ...write.rows.property,
    ...reductionOf(stored, write.rows.property, now),
    // Without a CreatedAt the feed leaves the first import's date in place.
    ...(write.rows.createdAt && { createdAt: write.rows.createdAt }),
  });
  if (Object.keys(columns).length > 0) await tx.property.update({ where: { id: write.id }, data: columns });

  const next = children(write.id, write.rows);
  const texts = listChanges(translations, next.translations, (translation) => translation.locale);
  pending.translations.push(...texts.created);
  pending.translationUpdates.push(...texts.updated);
  pending.removedTranslations.push(...texts.removed.map(({ propertyId, locale }) => ({ propertyId, locale })));

  const photos = listChanges(pictures, next.pictures, (picture) => picture.id);
  pending.pictures.push(...photos.created);
  pending.pictureUpdates.push(...photos.updated);
  pending.removedPictureIds.push(...photos.removed.map((picture) => picture.id));

  const documentsChanged = !sameList(documents, next.documents);
  if (documentsChanged) {
    if (documents.length > 0) pending.replacedDocumentsOf.push(write.id);
    pending.documents.push(...next.documents);
  }
  const { feedHash: _hash, ...material } = columns;
  return (
    Object.keys(material).length > 0 ||
    documentsChanged ||
    [texts, photos].some((list) => list.created.length + list.updated.length + list.removed.length > 0)
  );
}

/** What a batch did: IDs created, IDs whose rows changed, IDs of which only the stored hash changed. */
export type WrittenProperties = { created: number[]; updated: number[]; rehashed: number[] };

export async function writeProperties(tx: Tx, writes: readonly PropertyWrite[], now: Date): Promise<WrittenProperties> {
  const pending: Pending = {
    translations: [],
    pictures: [],
    documents: [],
    translationUpdates: [],
    pictureUpdates: [],
    removedTranslations: [],
    removedPictureIds: [],
    replacedDocumentsOf: [],
  };
  const updates = writes.filter((write) => write.exists);
  const stored = new Map(
    (updates.length > 0
      ? await loadStored(
          tx,
          updates.map((write) => write.id),
        )
      : []
    ).map((row) => [row.id, row]),
  );
  // A property deleted since the plan was made (by hand, in the database) is created again.
  const creates = writes.filter((write) => !write.exists || !stored.has(write.id));

  await insertRows(
    tx,
    'Property',
    // The schema's @updatedAt is set by Prisma's own writes only: a raw INSERT names it.
    creates.map((write) => ({
      id: write.id,
      ...write.rows.property,
      createdAt: write.rows.createdAt ?? now,
      updatedAt: now,
    })),
  );
  for (const write of creates) {
    const next = children(write.id, write.rows);
    pending.translations.push(...next.translations);
    pending.pictures.push(...next.pictures);
    pending.documents.push(...next.documents);
  }
  const updated: number[] = [];
  const rehashed: number[] = [];
  for (const write of updates) {
    const row = stored.get(write.id);
    if (row) ((await updateProperty(tx, write, row, pending, now)) ? updated : rehashed).push(write.id);
  }

  if (pending.removedTranslations.length > 0) {
    await tx.propertyTranslation.deleteMany({ where: { OR: pending.removedTranslations } });
  }
  if (pending.removedPictureIds.length > 0) {
    await tx.propertyPicture.deleteMany({ where: { id: { in: pending.removedPictureIds } } });
  }
  if (pending.replacedDocumentsOf.length > 0) {
    await tx.propertyDocument.deleteMany({ where: { propertyId: { in: pending.replacedDocumentsOf } } });
  }
  if (pending.pictures.length > 0) {
    // Picture ids are the CRM's: one that moved from another property leaves that property first.
    const moved = await tx.propertyPicture.findMany({
      where: { id: { in: pending.pictures.map((picture) => picture.id) } },
      select: { id: true },
    });
    if (moved.length > 0) {
      await tx.propertyPicture.deleteMany({ where: { id: { in: moved.map((picture) => picture.id) } } });
    }
    await insertRows(tx, 'PropertyPicture', pending.pictures);
  }
  await insertRows(tx, 'PropertyTranslation', pending.translations);
  await insertRows(tx, 'PropertyDocument', pending.documents);
  for (const { propertyId, locale, ...data } of pending.translationUpdates) {
    await tx.propertyTranslation.update({ where: { propertyId_locale: { propertyId, locale } }, data });
  }
  for (const { id, ...data } of pending.pictureUpdates) {
    await tx.propertyPicture.update({ where: { id }, data });
  }
  return { created: creates.map((write) => write.id), updated, rehashed };
}
