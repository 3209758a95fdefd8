// A large CRM feed for the benchmarks: the demo feed's properties repeated under new IDs until
// the catalogue has `size` properties, four language records each, with their real texts (so
// records have the size of real ones: about 2.5 kB per record, 1 GB for 100,000 properties) and
// prices, rooms and surfaces varied per copy. Pictures point at the demo's files, so a seeded
// site shows them. Written record by record: the whole feed never exists as one string.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { PictureRecord, PropertyRecord } from '@/lib/import/feed-schema';
import { buildDemoFeed } from '@/prisma/seed/demo-feed';
import { createRandom } from '@/prisma/seed/prng';

/** Synthetic IDs start here, far above the demo's 41001…, so both fit in one database. */
export const SYNTHETIC_FIRST_ID = 1_000_001;

function templates(): PropertyRecord[][] {
  const groups = new Map<number, PropertyRecord[]>();
  for (const record of buildDemoFeed().properties) groups.set(record.ID, [...(groups.get(record.ID) ?? []), record]);
  return [...groups.values()];
}

/** The records of property number `index` (0-based), one per language. */
function propertyCopy(template: readonly PropertyRecord[], index: number): PropertyRecord[] {
  const id = SYNTHETIC_FIRST_ID + index;
  const random = createRandom(id);
  const priceFactor = 0.8 + random.next() * 0.4;
  const bedroomsShift = random.int(-1, 1);
  const surfaceFactor = 0.85 + random.next() * 0.3;
  // The CRM's picture IDs are unique: derive new ones from the property ID.
  const picture = (item: PictureRecord, position: number): PictureRecord => ({ ...item, ID: id * 100 + position });
  return template.map((record) => {
    const pictures = (record.Pictures ?? []).map(picture);
    return {
      ...record,
      ID: id,
      RecordFile: `${record.RecordFile.slice(0, 2)}${id}`,
      // Projects stay with the demo; the feed brings its own types and managers.
      ProjectID: null,
      Price: record.Price == null ? null : Math.round((record.Price * priceFactor) / 1000) * 1000,
      Bedrooms: record.Bedrooms == null ? null : Math.max(0, record.Bedrooms + bedroomsShift),
      SurfaceLiving: record.SurfaceLiving == null ? null : Math.round(record.SurfaceLiving * surfaceFactor),
      Pictures: pictures,
      SmallPictureItem: pictures[0] ?? null,
      Documents: [],
    };
  });
}

/** The records of the synthetic property `id` as the feed holds them (to send it again, changed). */
export function syntheticRecords(id: number): PropertyRecord[] {
  const sources = templates();
  const index = id - SYNTHETIC_FIRST_ID;
  return propertyCopy(sources[index % sources.length] ?? [], index);
}

export function* syntheticProperties(size: number): Generator<PropertyRecord[]> {
  const sources = templates();
  for (let index = 0; index < size; index += 1) yield propertyCopy(sources[index % sources.length] ?? [], index);
}

/**
 * Writes the feed to `file`; `full` says whether it claims to be the whole catalogue (true to
 * benchmark an import on its own database, false to add the properties beside the demo's).
 * Returns the number of bytes written.
 */
export async function writeSyntheticFeed(file: string, size: number, options: { full: boolean }): Promise<number> {
  const demo = buildDemoFeed();
  const out = createWriteStream(file);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  const head = { full: options.full, webIDs: demo.webIDs, citys: demo.citys, managers: demo.managers };
  await write(`${JSON.stringify(head).slice(0, -1)},"properties":[`);
  let first = true;
  for (const records of syntheticProperties(size)) {
    for (const record of records) {
      await write(`${first ? '' : ','}\n${JSON.stringify(record)}`);
      first = false;
    }
  }
  await write('\n]}\n');
  out.end();
  await once(out, 'finish');
  return bytes;
}
