import { processMemo } from '@/lib/cache/process-memo';
import { CACHE_TAG } from '@/lib/cache/tags';
import type { Db } from '@/lib/prisma-client';
import { recordReads, type RecordReads } from '@/lib/site/missing-record';

// Whether a record page has its record is asked before every render of a property, project or
// agency page (lib/site/missing-record.ts), and cost a database read through Prisma each time:
// 6–11 % of a property page's render, 15 % of an article's (docs/caching.md). The answers are kept
// in the process like the other copies of what pages show (lib/cache/process-memo.ts): a
// property's under its own data tag, so that an import or a write that changes it drops that answer
// alone; projects and the article tree by the tags every write of them expires. A change this
// server is not told of (another server without Redis) shows within the life below.

/** How long another server's change of a record's status may go unseen here. */
const RECORD_LIFE_MS = 30_000;

/** About 200 bytes each (4 MB at most): the properties crawled or visited in a while, and no more. */
const MAX_RECORDS = 20_000;

const properties = processMemo('records:property', {
  lifeMs: RECORD_LIFE_MS,
  tags: [CACHE_TAG.properties],
  maxEntries: MAX_RECORDS,
});
const projects = processMemo('records:project', {
  lifeMs: RECORD_LIFE_MS,
  tags: [CACHE_TAG.projects],
  maxEntries: MAX_RECORDS,
});
const agencyTrees = processMemo('records:agency-tree', { lifeMs: RECORD_LIFE_MS, tags: [CACHE_TAG.siteContent] });

/** The reads of `db`, answered from the process's memory while what they read has not changed. */
export function rememberedRecordReads(db: Db): RecordReads {
  const read = recordReads(db);
  return {
    propertyOnOffer: (id) => properties.get(CACHE_TAG.property(id), () => read.propertyOnOffer(id)),
    projectOnOffer: (id) => projects.get(`project:${id}`, () => read.projectOnOffer(id)),
    agencyTree: () => agencyTrees.get('tree', read.agencyTree),
  };
}
