import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { formShape } from '@/lib/admin/form-declaration';
import { menuPageSettingsForm } from '@/lib/admin/forms/menu-pages';
import { menuPageSubject, pathTaken, requireRedirectUrl } from '@/lib/admin/menu-page-checks';
import { pageAndDescendants } from '@/lib/admin/menu-pages';
import { recordIdField } from '@/lib/admin/fields';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { normalizeOriginalPath } from '@/lib/site/breadcrumb-parents';
import { mayBeDraft } from '@/lib/site/draft-routes';
import { pageBanner } from '@/lib/site/page-banner';
import { auditEntry } from '@/lib/staff/audit';

const { name, path, type, ...settings } = formShape(menuPageSettingsForm);

/** A page's settings, sent by its settings form. */
export const menuPageSettingsSchema = z
  .object({
    id: recordIdField,
    action: z.literal('settings'),
    ...settings,
    // Sent only for a page without a screen of its own (updateMenuPageSettings says why).
    name: name.optional(),
    path: path.optional(),
    type: type.optional(),
  })
  .superRefine((input, context) => {
    requireRedirectUrl(input, context);
    // The banner as the site reads it (lib/site/page-banner.ts): one switched on, or a media
    // value typed, must give a banner, so the editor learns now that the site would show none.
    const { showPageBanner, bannerType, bannerImageUrl } = input;
    if ((showPageBanner || (bannerType && bannerImageUrl)) && !pageBanner({ ...input, showPageBanner: true }))
      context.addIssue({ code: 'custom', message: 'invalid', path: [bannerType ? 'bannerImageUrl' : 'bannerType'] });
  });

/**
 * A page's settings. A page with a screen of its own (`routeKey`: for sale, contact…) keeps its
 * route key, name, path and type whatever the form sends: its address comes from the router
 * (lib/i18n/routing.ts), the old site's redirects and the breadcrumb table name it by path and
 * name (docs/cms.md, original paths), and a redirect would take its menu entry away from its
 * screen. Its status, order, parent, breadcrumb, banner and class are the editor's; a draft takes
 * its address off the site too (lib/site/draft-routes.ts), so the home page stays published.
 */
export async function updateMenuPageSettings(
  input: z.output<typeof menuPageSettingsSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const rows = await db.menuPage.findMany({
    select: { id: true, parentId: true, name: true, path: true, routeKey: true },
  });
  const existing = rows.find((row) => row.id === input.id);
  if (!existing) return { error: 'gone' };
  if (input.status !== 'Published' && !mayBeDraft(existing.routeKey))
    return { error: 'menuPageHomeDraft', field: 'status' };
  const parent = input.parentId === null ? null : rows.find((row) => row.id === input.parentId);
  if (parent === undefined) return { error: 'invalid', field: 'parentId' };
  if (parent && pageAndDescendants(rows, input.id).has(parent.id)) return { error: 'menuPageCycle', field: 'parentId' };
  const hasScreen = existing.routeKey !== null;
  const name = (!hasScreen && input.name) || existing.name;
  const path = (!hasScreen && input.path) || existing.path;
  if (await pathTaken(path, existing)) return { error: 'menuPagePathTaken', field: 'path' };
  const change = {
    status: input.status,
    sort: input.sort,
    parentId: input.parentId,
    showBreadCrumb: input.showBreadCrumb,
    showPageBanner: input.showPageBanner,
    bannerType: input.bannerType,
    bannerImageUrl: input.bannerImageUrl,
    css: input.css,
    name,
    path,
    ...(!hasScreen &&
      input.type && { type: input.type, redirectUrl: input.type === 'redirect' ? input.redirectUrl : null }),
  };
  await db.$transaction([
    ...breadcrumbRows(existing, { name, path, parentPath: parent?.path ?? '' }),
    db.menuPage.update({ where: { id: input.id }, data: change }),
    auditEntry(db, staff, 'menuPage.edit', menuPageSubject(input.id), change),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'menuPageSaved' };
}

/**
 * The breadcrumb table follows the page (docs/cms.md, original paths): its row, found by its
 * original path, takes the new path and the path of its parent in the menu, rows below it their
 * new parent path, and rows labelled with its name the new name. A page without a row (a draft
 * the seed left out) gets none: its trail stays the default one.
 */
function breadcrumbRows(
  before: { name: string; path: string },
  after: { name: string; path: string; parentPath: string },
) {
  const [oldPath, newPath] = [normalizeOriginalPath(before.path), normalizeOriginalPath(after.path)];
  return [
    ...(newPath === oldPath
      ? []
      : [db.originalPath.updateMany({ where: { parentPath: oldPath }, data: { parentPath: newPath } })]),
    db.originalPath.updateMany({
      where: { path: oldPath },
      data: { path: newPath, parentPath: normalizeOriginalPath(after.parentPath) },
    }),
    ...(after.name === before.name
      ? []
      : [db.originalPath.updateMany({ where: { label: before.name }, data: { label: after.name } })]),
  ];
}
