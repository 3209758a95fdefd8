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
} from '@/lib/admin/module-checks';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { nestedFields } from '@/lib/http/form-fields';
import { auditEntry } from '@/lib/staff/audit';

// The texts per language arrive as "title.nl": read as the nested value they name.
export const moduleCreateSchema = z.preprocess(
  nestedFields,
  z.object({ menuPageId: recordIdField, ...moduleFields }).superRefine(requireBackground),
);

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
    await auditEntry(tx, staff, 'module.create', moduleSubject(created.id), { menuPageId, sort, ...settings, texts });
  });
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'moduleCreated' };
}
