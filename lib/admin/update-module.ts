import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import {
  isBlank,
  moduleData,
  moduleFields,
  moduleSubject,
  relationExists,
  requireBackground,
  touchPage,
} from '@/lib/admin/module-checks';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { auditEntry } from '@/lib/staff/audit';

/**
 * A module's settings and texts, sent by its edit form. Its texts per language arrive as
 * "title.nl": the route reads them as the nested value they name (app/api/admin/modules/[id]).
 */
export const moduleEditSchema = z
  .object({ id: recordIdField, action: z.literal('edit'), ...moduleFields })
  .superRefine(requireBackground);

/** A module's settings and its texts per language; a language left blank loses its row. */
export async function updateModule(
  input: z.output<typeof moduleEditSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
  const { id, action: _action, ...fields } = input;
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
    auditEntry(db, staff, 'module.edit', moduleSubject(id), { menuPageId: existing.menuPageId, ...settings, texts }),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'moduleSaved' };
}
