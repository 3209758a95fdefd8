import { db } from '@/lib/db';
import { recordIdParam } from '@/lib/http/record-id';
import { AVAILABLE } from '@/lib/properties/status';

// A property or project page whose record is not on offer (never imported, withdrawn since) is
// missing; the proxy asks before the page runs, so the 404 page is rendered on the server
// (lib/i18n/missing-page.ts says why). One primary-key read, not cached: a property imported a
// moment ago must be found at once.

const PROPERTY = /^\/for-(?:sale|rent)\/[^/]+\/[^/]+\/([^/]+)\/?$/;
const PROJECT = /^\/projects\/[^/]+\/[^/]+\/([^/]+)\/?$/;

/** Which record page an internal path is, if its record is missing: 'property', 'project' or null. */
export async function missingRecord(internalPath: string): Promise<'property' | 'project' | null> {
  const property = PROPERTY.exec(internalPath);
  if (property) {
    const id = recordIdParam(property[1]);
    const found = id && (await db.property.findFirst({ where: { id, status: AVAILABLE }, select: { id: true } }));
    return found ? null : 'property';
  }
  const project = PROJECT.exec(internalPath);
  if (project) {
    const id = recordIdParam(project[1]);
    const found = id && (await db.project.findFirst({ where: { id, status: AVAILABLE }, select: { id: true } }));
    return found ? null : 'project';
  }
  return null;
}
