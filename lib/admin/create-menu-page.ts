import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { formShape } from '@/lib/admin/form-declaration';
import { MAX_SORT, menuPageCreateForm } from '@/lib/admin/forms/menu-pages';
import { menuPageSubject, pathTaken, requireRedirectUrl } from '@/lib/admin/menu-page-checks';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { nestedFields } from '@/lib/http/form-fields';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { auditEntry } from '@/lib/staff/audit';

/** A new page: a draft at the end of its parent's children, with a title per language (French required). */
export const menuPageCreateSchema = z.preprocess(
  nestedFields,
  z.object(formShape(menuPageCreateForm)).superRefine((input, context) => {
    if (!input.title[DEFAULT_LOCALE])
      context.addIssue({ code: 'custom', message: 'required', path: ['title', DEFAULT_LOCALE] });
    requireRedirectUrl(input, context);
  }),
);

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
    await auditEntry(tx, staff, 'menuPage.create', menuPageSubject(created.id), { ...page, titles });
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'menuPageCreated' };
}
