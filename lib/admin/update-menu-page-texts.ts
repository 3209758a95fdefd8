import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { checkboxField, localeField, optionalTextField, recordIdField, siteOrWebUrlField } from '@/lib/admin/fields';
import { PAGE_TEXT_LIMITS } from '@/lib/admin/forms/menu-pages';
import { menuPageSubject } from '@/lib/admin/menu-page-checks';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { cleanArticleHtml } from '@/lib/site/article-html';
import { auditEntry } from '@/lib/staff/audit';

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

/** A page's texts in one language, sent by its texts form. */
export const menuPageTextsSchema = z
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

/** A page's texts in one language; the HTML content is cleaned as article bodies are. */
export async function updateMenuPageTexts(
  input: z.output<typeof menuPageTextsSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
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
    auditEntry(db, staff, 'menuPage.texts', menuPageSubject(id), title ? { locale, title, ...values } : { locale }),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'menuPageTextsSaved' };
}
