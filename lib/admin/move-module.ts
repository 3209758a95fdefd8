import 'server-only';
import '@/lib/zod-without-eval';
import { z } from 'zod';
import { recordIdField } from '@/lib/admin/fields';
import { moduleSubject, touchPage } from '@/lib/admin/module-checks';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import { auditEntry } from '@/lib/staff/audit';

/** A module's move one place up or down its page. */
export const moduleMoveSchema = z.object({
  id: recordIdField,
  action: z.literal('move'),
  direction: z.enum(['up', 'down']),
});

/**
 * Moves a module one place up or down among its page's modules, in the order the page shows
 * them (sort, then id). The page's modules are numbered 1, 2, 3… afresh, so equal sorts left by
 * an import or by hand no longer make a move ineffective.
 */
export async function moveModule(
  { id, direction }: z.output<typeof moduleMoveSchema>,
  staff: StaffMember,
): Promise<WriteOutcome> {
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
    auditEntry(db, staff, 'module.move', moduleSubject(id), {
      menuPageId: existing.menuPageId,
      direction,
      position: to + 1,
    }),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: 'moduleMoved' };
}
