import 'server-only';
import '@/lib/zod-without-eval';
import type { z } from 'zod';
import { formShape } from '@/lib/admin/form-declaration';
import { moduleForm, type Relation } from '@/lib/admin/forms/module';
import { db } from '@/lib/db';
import { LOCALES } from '@/lib/i18n/locales';
import { articleRelation, moduleBackground } from '@/lib/site/module-settings';

// What the writes of a module share (lib/admin/create-module.ts and its siblings).

/** The fields of a module's form, as its new and edit schemas read them. */
export const moduleFields = formShape(moduleForm);

type ModuleFields = z.output<z.ZodObject<typeof moduleFields>>;

/** The audit log's subject of a module. */
export const moduleSubject = (id: number) => `module:${id}`;

/** A display mode must give what the site shows (a colour, an image, a gallery), not silently none. */
export function requireBackground(input: ModuleFields, context: z.RefinementCtx) {
  if (input.backgroundType && moduleBackground(input).kind === 'none') {
    const field = { image: 'imageUrl', color: 'colorBackground', gallery: 'images' }[input.backgroundType];
    context.addIssue({ code: 'custom', message: 'invalid', path: [field] });
  }
}

/** An article relation must name a category or an article that exists. */
export async function relationExists({ relationType, relationId }: Relation): Promise<boolean> {
  const article = relationType === 'article' ? articleRelation(relationId) : null;
  if (!article) return true;
  const found =
    article.kind === 'category'
      ? await db.articleCategory.findUnique({ where: { id: article.id }, select: { id: true } })
      : await db.article.findUnique({ where: { key: article.key }, select: { id: true } });
  return found !== null;
}

/** The columns of a module and its texts per language (a language left blank has no row). */
export function moduleData(input: ModuleFields) {
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

export const isBlank = (text: { title: string | null; description: string | null; description2: string | null }) =>
  !text.title && !text.description && !text.description2;

// A module's change is a change of its page for visitors: the sitemap's last modification follows.
export const touchPage = (menuPageId: number) =>
  db.menuPage.update({ where: { id: menuPageId }, data: { modifyDate: new Date() } });
