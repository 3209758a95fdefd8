import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import { menuPageSubject } from '@/lib/admin/menu-page-checks';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { normalizeOriginalPath } from '@/lib/site/breadcrumb-parents';
import { auditEntry } from '@/lib/staff/audit';

/** A page's deletion, confirmed. */
export const menuPageDeleteSchema = z.object({
  id: recordIdField,
  action: z.literal('delete'),
  confirm: z.literal('on'),
});

/**
 * Deletes a page with its texts and modules. Not a page with children (they would lose their
 * place in the menu: move or delete them first), nor one with a screen of its own (its route
 * would lose its CMS texts and modules; unpublish it instead).
 */
export async function deleteMenuPage(
  { id }: z.output<typeof menuPageDeleteSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const page = await db.menuPage.findUnique({
    where: { id },
    select: { name: true, path: true, routeKey: true, _count: { select: { childMenus: true, modules: true } } },
  });
  if (!page) return { error: 'gone' };
  if (page.routeKey !== null) return { error: 'menuPageHasScreen' };
  if (page._count.childMenus > 0) return { error: 'menuPageHasChildren' };
  await db.$transaction([
    db.menuPage.delete({ where: { id } }),
    // Its breadcrumb row would name a page that is no more (it has no sub-pages to hang below it).
    db.originalPath.deleteMany({ where: { path: normalizeOriginalPath(page.path), label: page.name } }),
    auditEntry(db, staff, 'menuPage.delete', menuPageSubject(id), {
      name: page.name,
      path: page.path,
      modules: page._count.modules,
    }),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'menuPageDeleted' };
}
