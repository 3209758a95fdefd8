// New-build projects: one row per project, translations per language, pictures; skipped whole
// when the feed's records hash to what was imported last time.
import { slugify } from '@/lib/domain/slug';
import type { CityResolver } from './city-resolver';
import { toDate } from './coerce';
import { feedHash } from './feed-hash';
import { BELGIUM, type ProjectRecord } from './feed-schema';
import type { ChangeCounts } from './import-report';
import type { Tx } from './transaction';
import type { RecordGroup } from './validate-feed';
import { AVAILABLE, WITHDRAWN } from '@/lib/properties/status';

export async function writeProjects(
  tx: Tx,
  groups: readonly RecordGroup<ProjectRecord>[],
  cities: CityResolver,
  counts: ChangeCounts,
  now: Date,
): Promise<void> {
  const existing = await tx.project.findMany({ select: { id: true, feedHash: true, status: true } });
  const known = new Map(existing.map((project) => [project.id, project]));

  for (const { id, records } of groups) {
    const hash = feedHash(records);
    const current = known.get(id);
    if (current?.feedHash === hash && current.status === AVAILABLE) {
      counts.unchanged += 1;
      continue;
    }
    const [first] = records;
    const countryId = first.CountryID ?? BELGIUM;
    const cityId = await cities.ensure(tx, {
      countryId,
      zip: first.Zip,
      names: Object.fromEntries(records.map((record) => [record.language, record.City])),
    });
    const data = {
      status: AVAILABLE,
      cityId,
      publicAddress: first.PublicAddress ?? true,
      street: first.Street ?? null,
      houseNumber: first.HouseNumber ?? null,
      boxNr: first.BoxNr ?? null,
      countryId,
      latitude: first.Latitude ?? null,
      longitude: first.Longitude ?? null,
      feedHash: hash,
    };
    const createdAt = toDate(first.CreatedAt) ?? undefined;
    if (current) {
      await tx.project.update({ where: { id }, data: { ...data, ...(createdAt && { createdAt }) } });
      await tx.projectTranslation.deleteMany({ where: { projectId: id } });
      counts.updated += 1;
    } else {
      await tx.project.create({ data: { id, ...data, createdAt: createdAt ?? now } });
      counts.created += 1;
    }
    await tx.projectTranslation.createMany({
      data: records.map((record) => ({
        projectId: id,
        locale: record.language,
        title: record.Title,
        slug: slugify(record.Title) || String(id),
        description: record.Description ?? '',
      })),
    });
    const pictures = first.Pictures ?? [];
    await tx.projectPicture.deleteMany({
      where: { OR: [{ projectId: id }, { id: { in: pictures.map((picture) => picture.ID) } }] },
    });
    await tx.projectPicture.createMany({
      data: pictures.map((picture, sort) => ({
        id: picture.ID,
        projectId: id,
        url: picture.Url,
        width: picture.Width,
        height: picture.Height,
        name: picture.Name ?? null,
        sort,
      })),
    });
  }
}

/** A full feed's projects list is complete: the projects it leaves out are withdrawn, not deleted. */
export async function withdrawProjects(tx: Tx, mentioned: ReadonlySet<number>, counts: ChangeCounts): Promise<void> {
  const available = await tx.project.findMany({ where: { status: AVAILABLE }, select: { id: true } });
  const absent = available.map((project) => project.id).filter((id) => !mentioned.has(id));
  if (absent.length === 0) return;
  await tx.project.updateMany({ where: { id: { in: absent } }, data: { status: WITHDRAWN } });
  counts.withdrawn += absent.length;
}
