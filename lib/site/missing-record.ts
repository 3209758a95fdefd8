import { recordIdParam } from '@/lib/http/record-id';
import type { Db } from '@/lib/prisma-client';
import type { Locale } from '@/lib/i18n/locales';
import { AVAILABLE } from '@/lib/properties/status';
import { nodeHasText, resolveTreePath, type ArticleTree } from '@/lib/site/article-tree';
import { readAgencyRootCategoryIds, readArticleTree } from '@/lib/site/article-tree-reads';

// A property or project page whose record is not on offer (never imported, withdrawn since), or an
// article path that names no article or category, is missing; the proxy asks before the page runs,
// so the 404 page is rendered on the server (lib/i18n/missing-page.ts says why). A primary-key
// read, or the article tree's few dozen rows; the server answers them from its memory until the
// data they are made of expires (lib/site/remembered-record-reads.ts), so a record published a
// moment ago is found at once.

const PROPERTY = /^\/for-(?:sale|rent)\/[^/]+\/[^/]+\/([^/]+)\/?$/;
const PROJECT = /^\/projects\/[^/]+\/[^/]+\/([^/]+)\/?$/;
const AGENCY_TREE = /^\/our-agency\/(.+?)\/?$/;

export type MissingRecord = 'property' | 'project' | 'article';

/** What tells whether a record page has its record: one record's status, the article tree. */
export type RecordReads = {
  propertyOnOffer(id: number): Promise<boolean>;
  projectOnOffer(id: number): Promise<boolean>;
  agencyTree(): Promise<{ tree: ArticleTree; roots: number[] }>;
};

/** The reads of `db` itself. */
export function recordReads(db: Db): RecordReads {
  return {
    propertyOnOffer: async (id) =>
      (await db.property.findFirst({ where: { id, status: AVAILABLE }, select: { id: true } })) !== null,
    projectOnOffer: async (id) =>
      (await db.project.findFirst({ where: { id, status: AVAILABLE }, select: { id: true } })) !== null,
    agencyTree: async () => {
      const [tree, roots] = await Promise.all([readArticleTree(db), readAgencyRootCategoryIds(db)]);
      return { tree, roots };
    },
  };
}

/** Which record page an internal path is, if its record is missing in `locale`; null otherwise. */
export async function missingRecord(
  reads: RecordReads,
  internalPath: string,
  locale: Locale,
): Promise<MissingRecord | null> {
  const property = PROPERTY.exec(internalPath);
  if (property) {
    const id = recordIdParam(property[1]);
    return id && (await reads.propertyOnOffer(id)) ? null : 'property';
  }
  const project = PROJECT.exec(internalPath);
  if (project) {
    const id = recordIdParam(project[1]);
    return id && (await reads.projectOnOffer(id)) ? null : 'project';
  }
  const article = AGENCY_TREE.exec(internalPath);
  if (article) {
    // As the page resolves it (lib/site/agency-tree-route.ts): a slug of another language still
    // finds its node, which the page then redirects to this language's path.
    const { tree, roots } = await reads.agencyTree();
    const resolved = resolveTreePath(tree, roots, article[1]!.split('/'), locale);
    return resolved && nodeHasText(tree, resolved.node, locale) ? null : 'article';
  }
  return null;
}
