import type { PropertyRows } from './property-rows';
import type { Tx } from './transaction';

/** Creates or rewrites one property with its translations, pictures and documents. */
export async function writeProperty(tx: Tx, id: number, rows: PropertyRows, exists: boolean, now: Date): Promise<void> {
  if (exists) {
    await tx.property.update({
      where: { id },
      data: { ...rows.property, ...(rows.createdAt && { createdAt: rows.createdAt }) },
    });
    await tx.propertyTranslation.deleteMany({ where: { propertyId: id } });
    await tx.propertyDocument.deleteMany({ where: { propertyId: id } });
  } else {
    await tx.property.create({ data: { id, ...rows.property, createdAt: rows.createdAt ?? now } });
  }
  // Picture ids are the CRM's: clear them wherever they were before re-creating them here.
  await tx.propertyPicture.deleteMany({
    where: { OR: [{ propertyId: id }, { id: { in: rows.pictures.map((picture) => picture.id) } }] },
  });
  await tx.propertyTranslation.createMany({ data: rows.translations.map((row) => ({ propertyId: id, ...row })) });
  await tx.propertyPicture.createMany({ data: rows.pictures.map((row) => ({ propertyId: id, ...row })) });
  if (rows.documents.length > 0) {
    await tx.propertyDocument.createMany({ data: rows.documents.map((row) => ({ propertyId: id, ...row })) });
  }
}
