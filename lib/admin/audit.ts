import type { StaffMember } from '@/lib/admin/staff-member';
import type { Db } from '@/lib/prisma-client';

/**
 * The audit log's entry for one back-office write (docs/back-office.md): who, what (`action`,
 * e.g. "testimonial.approve"), on which record (`subject`, e.g. "testimonial:12") and, for an
 * edit, the values written. Written in the same transaction as the change itself.
 */
export function auditEntry(
  // Only its audit table: a transaction's client passes as well (an entry about a row just made).
  db: Pick<Db, 'auditEntry'>,
  staff: Pick<StaffMember, 'id' | 'name'>,
  action: string,
  subject: string,
  detail?: Record<string, unknown>,
) {
  return db.auditEntry.create({
    data: {
      staffId: staff.id,
      staffName: staff.name,
      action,
      subject,
      detail: detail === undefined ? null : JSON.stringify(detail),
    },
  });
}
