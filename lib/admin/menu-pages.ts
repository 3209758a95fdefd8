import 'server-only';
import { db } from '@/lib/db';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

// The menu pages of the back-office (docs/cms.md, menu pages): their screens' addresses, the tree
// and the reads. Each write has a file of its own (create-menu-page.ts, update-menu-page-settings.ts,
// update-menu-page-texts.ts, delete-menu-page.ts); every one expires `site-content`, the tag of the
// menu, the CMS pages, the breadcrumbs and the proxy's copy of the draft routes (docs/caching.md);
// the sitemap reads the database on each request and needs no expiry.

// ---------------------------------------------------------------- screens

export const menuPageEditPath = (id: number) => `${backOfficePath('pages')}${id}/`;
export const newModulePath = (pageId: number) => `${menuPageEditPath(pageId)}modules/new/`;
export const moduleEditPath = (pageId: number, moduleId: number) => `${menuPageEditPath(pageId)}modules/${moduleId}/`;

// ---------------------------------------------------------------- the tree

type TreeRow = { id: number; parentId: number | null };
export type TreeNode<T> = T & { children: TreeNode<T>[] };

/**
 * The pages as a tree, siblings in the order given. A page whose parent is missing, or which sits
 * in a loop the database somehow holds, is shown at the top rather than lost.
 */
export function menuTree<T extends TreeRow>(rows: readonly T[]): TreeNode<T>[] {
  const ids = new Set(rows.map((row) => row.id));
  const placed = new Set<number>();
  const grow = (row: T): TreeNode<T> => {
    placed.add(row.id);
    return { ...row, children: rows.filter((child) => child.parentId === row.id && !placed.has(child.id)).map(grow) };
  };
  const roots = rows.filter((row) => row.parentId === null || !ids.has(row.parentId)).map(grow);
  for (const row of rows) if (!placed.has(row.id)) roots.push(grow(row));
  return roots;
}

/** The page and every page below it: none of them may become its parent (a loop). */
export function pageAndDescendants(rows: readonly TreeRow[], id: number): Set<number> {
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}

/** The tree in reading order, each page with its depth: the options of a parent select. */
export function flattenTree<T>(nodes: readonly TreeNode<T>[], depth = 0): (TreeNode<T> & { depth: number })[] {
  return nodes.flatMap((node) => [{ ...node, depth }, ...flattenTree(node.children, depth + 1)]);
}

/** A page's title in `locale`, else in French, else its internal name (what the menu shows without a title). */
export function pageLabel(page: { name: string; translations: { locale: string; title: string }[] }, locale: Locale) {
  const title = (wanted: string) => page.translations.find((text) => text.locale === wanted)?.title;
  return title(locale) ?? title(DEFAULT_LOCALE) ?? page.name;
}

/** Every menu page, in menu order, for the tree of the pages screen and the parent selects. */
export function menuPageRows() {
  return db.menuPage.findMany({
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      parentId: true,
      name: true,
      path: true,
      routeKey: true,
      status: true,
      type: true,
      redirectUrl: true,
      sort: true,
      translations: { select: { locale: true, title: true } },
      _count: { select: { modules: true } },
    },
  });
}

export type MenuPageRow = Awaited<ReturnType<typeof menuPageRows>>[number];

/** One page with everything its edit screen shows: texts in every language, modules, children. */
export function menuPageForEdit(id: number) {
  return db.menuPage.findUnique({
    where: { id },
    include: {
      translations: true,
      modules: { orderBy: [{ sort: 'asc' }, { id: 'asc' }], include: { translations: true } },
      _count: { select: { childMenus: true } },
    },
  });
}

export type MenuPageForEdit = NonNullable<Awaited<ReturnType<typeof menuPageForEdit>>>;
