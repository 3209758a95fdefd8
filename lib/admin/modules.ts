import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import { recordIdField } from '@/lib/admin/fields';
import { formShape } from '@/lib/admin/form-declaration';
import { moduleForm, type Relation } from '@/lib/admin/forms/module';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { nestedFields } from '@/lib/http/form-fields';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { articleRelation, moduleBackground } from '@/lib/site/module-settings';

// The modules of a menu page (docs/cms.md, modules): add, edit, reorder, delete. The values
// offered and accepted are those lib/site/module-settings.ts reads, so what an editor saves is
// what the page shows. Every write expires `site-content` (docs/caching.md).

/** One module of a page, with its texts in every language: its edit screen. */
export function moduleForEdit(menuPageId: number, moduleId: number) {
  return db.module.findFirst({ where: { id: moduleId, menuPageId }, include: { translations: true } });
}

export type ModuleForEdit = NonNullable<Awaited<ReturnType<typeof moduleForEdit>>>;

/** What an article module can show: the categories and the articles, named in `locale`. */
export async function articleChoices(locale: Locale) {
  const [categories, articles] = await Promise.all([
    db.articleCategory.findMany({
      orderBy: { id: 'asc' },
      select: { id: true, translations: { where: { locale }, select: { name: true } } },
    }),
    db.article.findMany({
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      select: { key: true, translations: { where: { locale }, select: { title: true } } },
    }),
  ]);
  return {
    categories: categories.map((row) => ({ id: row.id, name: row.translations[0]?.name ?? String(row.id) })),
    articles: articles.map((row) => ({ key: row.key, title: row.translations[0]?.title ?? row.key })),
  };
}

const moduleFields = formShape(moduleForm);

type ModuleFields = z.output<z.ZodObject<typeof moduleFields>>;

/** A display mode must give what the site shows (a colour, an image, a gallery), not silently none. */
function requireBackground(input: ModuleFields, context: z.RefinementCtx) {
  if (input.backgroundType && moduleBackground(input).kind === 'none') {
    const field = { image: 'imageUrl', color: 'colorBackground', gallery: 'images' }[input.backgroundType];
    context.addIssue({ code: 'custom', message: 'invalid', path: [field] });
  }
}

// The texts per language arrive as "title.nl": read as the nested value they name.
export const moduleCreateSchema = z.preprocess(
  nestedFields,
  z.object({ menuPageId: recordIdField, ...moduleFields }).superRefine(requireBackground),
);

export const moduleWriteSchema = z.preprocess(
  nestedFields,
  z.discriminatedUnion('action', [
    z.object({ id: recordIdField, action: z.literal('edit'), ...moduleFields }).superRefine(requireBackground),
    z.object({ id: recordIdField, action: z.literal('move'), direction: z.enum(['up', 'down']) }),
    z.object({ id: recordIdField, action: z.literal('delete') }),
  ]),
);

const subjectOf = (id: number) => `module:${id}`;

/** An article relation must name a category or an article that exists. */
async function relationExists({ relationType, relationId }: Relation): Promise<boolean> {
  const article = relationType === 'article' ? articleRelation(relationId) : null;
  if (!article) return true;
  const found =
    article.kind === 'category'
      ? await db.articleCategory.findUnique({ where: { id: article.id }, select: { id: true } })
      : await db.article.findUnique({ where: { key: article.key }, select: { id: true } });
  return found !== null;
}

/** The columns of a module and its texts per language (a language left blank has no row). */
function moduleData(input: ModuleFields) {
  const { relation, ...fields } = input;
  const settings = {
    status: fields.status,
    titleSize: fields.titleSize,
    position: fields.position,
    span: fields.span,
    colSm: fields.colSm,
    colMd: fields.colMd,
    colLg: fields.colLg,
    view: fields.view,
    cssClass: fields.cssClass,
    backgroundType: fields.backgroundType,
    imageUrl: fields.imageUrl,
    colorBackground: fields.colorBackground,
    images: fields.images,
    ...relation,
    itemsPerRow: fields.itemsPerRow,
    maxItems: fields.maxItems,
    isHasSubcategories: fields.isHasSubcategories,
  };
  const texts = LOCALES.map((locale) => ({
    locale,
    title: fields.title[locale],
    description: fields.description[locale],
    description2: fields.description2[locale],
  }));
  return { settings, texts };
}

const isBlank = (text: { title: string | null; description: string | null; description2: string | null }) =>
  !text.title && !text.description && !text.description2;

// A module's change is a change of its page for visitors: the sitemap's last modification follows.
const touchPage = (menuPageId: number) =>
  db.menuPage.update({ where: { id: menuPageId }, data: { modifyDate: new Date() } });

/** Adds a module at the end of its page. */
export async function createModule(
  input: z.output<typeof moduleCreateSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const { menuPageId, ...fields } = input;
  if (!(await db.menuPage.findUnique({ where: { id: menuPageId }, select: { id: true } }))) return { error: 'gone' };
  if (!(await relationExists(fields.relation))) return { error: 'invalid', field: 'relation' };
  const { settings, texts } = moduleData(fields);
  const last = await db.module.aggregate({ where: { menuPageId }, _max: { sort: true } });
  const sort = (last._max.sort ?? 0) + 1;
  await db.$transaction(async (tx) => {
    const created = await tx.module.create({
      data: { menuPageId, sort, ...settings, translations: { create: texts.filter((text) => !isBlank(text)) } },
    });
    await tx.menuPage.update({ where: { id: menuPageId }, data: { modifyDate: new Date() } });
    await auditEntry(tx, staff, 'module.create', subjectOf(created.id), { menuPageId, sort, ...settings, texts });
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'moduleCreated' };
}

async function editModule(id: number, fields: ModuleFields, staff: StaffMember): Promise<WriteOutcome> {
  const existing = await db.module.findUnique({ where: { id }, select: { menuPageId: true } });
  if (!existing) return { error: 'gone' };
  if (!(await relationExists(fields.relation))) return { error: 'invalid', field: 'relation' };
  const { settings, texts } = moduleData(fields);
  await db.$transaction([
    db.module.update({ where: { id }, data: settings }),
    ...texts.map(({ locale, ...text }) =>
      isBlank(text)
        ? db.moduleTranslation.deleteMany({ where: { moduleId: id, locale } })
        : db.moduleTranslation.upsert({
            where: { moduleId_locale: { moduleId: id, locale } },
            create: { moduleId: id, locale, ...text },
            update: text,
          }),
    ),
    touchPage(existing.menuPageId),
    auditEntry(db, staff, 'module.edit', subjectOf(id), { menuPageId: existing.menuPageId, ...settings, texts }),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'moduleSaved' };
}

/**
 * Moves a module one place up or down among its page's modules, in the order the page shows
 * them (sort, then id). The page's modules are numbered 1, 2, 3… afresh, so equal sorts left by
 * an import or by hand no longer make a move ineffective.
 */
async function moveModule(id: number, direction: 'up' | 'down', staff: StaffMember): Promise<WriteOutcome> {
  const existing = await db.module.findUnique({ where: { id }, select: { menuPageId: true } });
  if (!existing) return { error: 'gone' };
  const order = await db.module.findMany({
    where: { menuPageId: existing.menuPageId },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    select: { id: true, sort: true },
  });
  const from = order.findIndex((row) => row.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= order.length) return { notice: 'moduleMoved' };
  [order[from], order[to]] = [order[to]!, order[from]!];
  const renumbered = order.flatMap((row, index) => (row.sort === index + 1 ? [] : [{ id: row.id, sort: index + 1 }]));
  await db.$transaction([
    ...renumbered.map((row) => db.module.update({ where: { id: row.id }, data: { sort: row.sort } })),
    touchPage(existing.menuPageId),
    auditEntry(db, staff, 'module.move', subjectOf(id), {
      menuPageId: existing.menuPageId,
      direction,
      position: to + 1,
    }),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'moduleMoved' };
}

async function deleteModule(id: number, staff: StaffMember): Promise<WriteOutcome> {
  const existing = await db.module.findUnique({ where: { id }, select: { menuPageId: true, relationType: true } });
  if (!existing) return { error: 'gone' };
  await db.$transaction([
    db.module.delete({ where: { id } }),
    touchPage(existing.menuPageId),
    auditEntry(db, staff, 'module.delete', subjectOf(id), existing),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'moduleDeleted' };
}

export async function writeModule(
  input: z.output<typeof moduleWriteSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  switch (input.action) {
    case 'edit': {
      const { id, action: _action, ...fields } = input;
      return editModule(id, fields, staff);
    }
    case 'move':
      return moveModule(input.id, input.direction, staff);
    case 'delete':
      return deleteModule(input.id, staff);
  }
}
