import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { checkboxField, localeField, optionalTextField, recordIdField, siteOrWebUrlField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { MAX_SORT, menuPageCreateForm, menuPageSettingsForm, PAGE_TEXT_LIMITS } from '@/lib/admin/forms/menu-pages';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { nestedFields } from '@/lib/http/form-fields';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { cleanArticleHtml } from '@/lib/site/article-html';
import { normalizeOriginalPath } from '@/lib/site/breadcrumb-parents';
import { mayBeDraft } from '@/lib/site/draft-routes';
import { pageBanner } from '@/lib/site/page-banner';
import { backOfficePath } from '@/lib/staff/paths';

// The menu pages of the back-office (docs/cms.md, menu pages): the tree, a page's settings and
// texts per language, its creation and deletion. Every write expires `site-content`, the tag of
// the menu, the CMS pages, the breadcrumbs and the proxy's copy of the draft routes
// (docs/caching.md); the sitemap reads the database on each request and needs no expiry.

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

// ---------------------------------------------------------------- schemas

function requireRedirectUrl(input: { type?: string; redirectUrl: string | null }, context: z.RefinementCtx) {
  if (input.type === 'redirect' && !input.redirectUrl)
    context.addIssue({ code: 'custom', message: 'required', path: ['redirectUrl'] });
}

/** A new page: a draft at the end of its parent's children, with a title per language (French required). */
export const menuPageCreateSchema = z.preprocess(
  nestedFields,
  z.object(formShape(menuPageCreateForm)).superRefine((input, context) => {
    if (!input.title[DEFAULT_LOCALE])
      context.addIssue({ code: 'custom', message: 'required', path: ['title', DEFAULT_LOCALE] });
    requireRedirectUrl(input, context);
  }),
);

const { name, path, type, ...settings } = formShape(menuPageSettingsForm);

const settingsSchema = z
  .object({
    id: recordIdField,
    action: z.literal('settings'),
    ...settings,
    // Sent only for a page without a screen of its own (writeSettings says why).
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

const UNTITLED_TEXTS = [
  'description',
  'content',
  'bannerTitle',
  'bannerDescription',
  'metaTitle',
  'metaDescription',
  'ogTitle',
  'ogDescription',
  'ogImage',
  'twitterTitle',
  'twitterDescription',
] as const;

const textsSchema = z
  .object({
    id: recordIdField,
    action: z.literal('texts'),
    locale: localeField,
    title: optionalTextField(PAGE_TEXT_LIMITS.title),
    description: optionalTextField(PAGE_TEXT_LIMITS.description),
    content: optionalTextField(PAGE_TEXT_LIMITS.content),
    bannerTitle: optionalTextField(PAGE_TEXT_LIMITS.bannerTitle),
    bannerDescription: optionalTextField(PAGE_TEXT_LIMITS.bannerDescription),
    isActiveSeo: checkboxField,
    metaTitle: optionalTextField(PAGE_TEXT_LIMITS.metaTitle),
    metaDescription: optionalTextField(PAGE_TEXT_LIMITS.metaDescription),
    ogTitle: optionalTextField(PAGE_TEXT_LIMITS.ogTitle),
    ogDescription: optionalTextField(PAGE_TEXT_LIMITS.ogDescription),
    ogImage: siteOrWebUrlField,
    twitterTitle: optionalTextField(PAGE_TEXT_LIMITS.twitterTitle),
    twitterDescription: optionalTextField(PAGE_TEXT_LIMITS.twitterDescription),
  })
  .superRefine((input, context) => {
    // A language's texts hang on its title (MenuPageTranslation.title is required): texts
    // without one would be lost, so they are refused; everything blank removes the language.
    if (!input.title && UNTITLED_TEXTS.some((field) => input[field] !== null))
      context.addIssue({ code: 'custom', message: 'required', path: ['title'] });
  });

const deleteSchema = z.object({ id: recordIdField, action: z.literal('delete'), confirm: z.literal('on') });

export const menuPageWriteSchema = z.discriminatedUnion('action', [settingsSchema, textsSchema, deleteSchema]);

// ---------------------------------------------------------------- writes

const subjectOf = (id: number) => `menuPage:${id}`;

/**
 * Whether another page, or another row of the breadcrumb table, already has this original path
 * (compared as the site compares paths: docs/cms.md, original paths).
 */
async function pathTaken(path: string, page: { id: number; path: string } | null): Promise<boolean> {
  const wanted = normalizeOriginalPath(path);
  if (page && wanted === normalizeOriginalPath(page.path)) return false;
  const [pages, row] = await Promise.all([
    db.menuPage.findMany({ select: { id: true, path: true } }),
    db.originalPath.findUnique({ where: { path: wanted }, select: { path: true } }),
  ]);
  return row !== null || pages.some((other) => other.id !== page?.id && normalizeOriginalPath(other.path) === wanted);
}

/** The sort that puts a new page after its siblings. */
async function nextSort(parentId: number | null): Promise<number> {
  const last = await db.menuPage.aggregate({ where: { parentId }, _max: { sort: true } });
  return Math.min((last._max.sort ?? 0) + 1, MAX_SORT);
}

/** Creates a draft page: nothing of it is shown before an editor publishes it. */
export async function createMenuPage(
  input: z.output<typeof menuPageCreateSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  if (input.parentId !== null && !(await db.menuPage.findUnique({ where: { id: input.parentId } })))
    return { error: 'invalid', field: 'parentId' };
  if (await pathTaken(input.path, null)) return { error: 'menuPagePathTaken', field: 'path' };
  const page = {
    name: input.name,
    path: input.path,
    parentId: input.parentId,
    type: input.type,
    redirectUrl: input.type === 'redirect' ? input.redirectUrl : null,
    status: 'Draft',
    sort: await nextSort(input.parentId),
  };
  const titles = LOCALES.flatMap((locale) => {
    const title = input.title[locale];
    return title ? [{ locale, title }] : [];
  });
  await db.$transaction(async (tx) => {
    const created = await tx.menuPage.create({ data: { ...page, translations: { create: titles } } });
    await auditEntry(tx, staff, 'menuPage.create', subjectOf(created.id), { ...page, titles });
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'menuPageCreated' };
}

/**
 * A page's settings. A page with a screen of its own (`routeKey`: for sale, contact…) keeps its
 * route key, name, path and type whatever the form sends: its address comes from the router
 * (lib/i18n/routing.ts), the old site's redirects and the breadcrumb table name it by path and
 * name (docs/cms.md, original paths), and a redirect would take its menu entry away from its
 * screen. Its status, order, parent, breadcrumb, banner and class are the editor's; a draft takes
 * its address off the site too (lib/site/draft-routes.ts), so the home page stays published.
 */
async function writeSettings(input: z.output<typeof settingsSchema>, staff: StaffMember): Promise<WriteOutcome> {
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
    auditEntry(db, staff, 'menuPage.edit', subjectOf(input.id), change),
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

/** A page's texts in one language; the HTML content is cleaned as article bodies are. */
async function writeTexts(input: z.output<typeof textsSchema>, staff: StaffMember): Promise<WriteOutcome> {
  const { id, action: _action, locale, title, content, ...texts } = input;
  if (!(await db.menuPage.findUnique({ where: { id }, select: { id: true } }))) return { error: 'gone' };
  const values = { ...texts, content: content && (cleanArticleHtml(content).trim() || null) };
  const key = { menuPageId_locale: { menuPageId: id, locale } };
  await db.$transaction([
    title
      ? db.menuPageTranslation.upsert({
          where: key,
          create: { menuPageId: id, locale, title, ...values },
          update: { title, ...values },
        })
      : db.menuPageTranslation.deleteMany({ where: { menuPageId: id, locale } }),
    // The page changed for its visitors: the sitemap's last modification follows.
    db.menuPage.update({ where: { id }, data: { modifyDate: new Date() } }),
    auditEntry(db, staff, 'menuPage.texts', subjectOf(id), title ? { locale, title, ...values } : { locale }),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'menuPageTextsSaved' };
}

/**
 * Deletes a page with its texts and modules. Not a page with children (they would lose their
 * place in the menu: move or delete them first), nor one with a screen of its own (its route
 * would lose its CMS texts and modules; unpublish it instead).
 */
async function deletePage(id: number, staff: StaffMember): Promise<WriteOutcome> {
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
    auditEntry(db, staff, 'menuPage.delete', subjectOf(id), {
      name: page.name,
      path: page.path,
      modules: page._count.modules,
    }),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'menuPageDeleted' };
}

export async function writeMenuPage(
  input: z.output<typeof menuPageWriteSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  switch (input.action) {
    case 'settings':
      return writeSettings(input, staff);
    case 'texts':
      return writeTexts(input, staff);
    case 'delete':
      return deletePage(input.id, staff);
  }
}
