import { flattenTree, menuTree, pageAndDescendants, pageLabel, type MenuPageRow } from '@/lib/admin/menu-pages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The options of a parent select (after the top of the menu): every page in menu order, indented
 * by depth. A page's own branch is left out (it cannot sit inside itself; the write refuses it too).
 */
export function parentOptions(pages: MenuPageRow[], locale: Locale, pageId?: number) {
  const excluded = pageId === undefined ? new Set<number>() : pageAndDescendants(pages, pageId);
  return flattenTree(menuTree(pages))
    .filter((page) => !excluded.has(page.id))
    .map((page) => ({
      value: String(page.id),
      label: `${'\u00a0\u00a0'.repeat(page.depth)}${page.depth > 0 ? '└ ' : ''}${pageLabel(page, locale)}`,
    }));
}
