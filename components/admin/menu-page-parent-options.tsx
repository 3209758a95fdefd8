import { flattenTree, menuTree, pageAndDescendants, pageLabel, type MenuPageRow } from '@/lib/admin/menu-pages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The options of a parent select: the top of the menu, then every page in menu order, indented
 * by depth. A page's own branch is left out (it cannot sit inside itself; the write refuses it too).
 */
export function ParentOptions({
  pages,
  locale,
  topLevel,
  pageId,
}: {
  pages: MenuPageRow[];
  locale: Locale;
  topLevel: string;
  /** The page being edited: neither it nor its descendants are offered. */
  pageId?: number;
}) {
  const excluded = pageId === undefined ? new Set<number>() : pageAndDescendants(pages, pageId);
  const options = flattenTree(menuTree(pages)).filter((page) => !excluded.has(page.id));
  return (
    <>
      <option value="">{topLevel}</option>
      {options.map((page) => (
        <option key={page.id} value={page.id}>
          {`${'\u00a0\u00a0'.repeat(page.depth)}${page.depth > 0 ? '└ ' : ''}${pageLabel(page, locale)}`}
        </option>
      ))}
    </>
  );
}
