import type { Db } from '@/lib/prisma-client';

// The audit log sits below the back-office (docs/architecture.md): visits changed through a mailed
// link and the retention job write to it as well as the back-office's screens.

/**
 * The author of an entry no member of staff signed in for: whoever followed a link the site
 * mailed (a password link, the agency mail's document link). Named by no one, as the site cannot
 * know who holds the mail; the log shows it as such (components/admin/audit-table.tsx).
 */
export const BY_EMAILED_LINK = { id: null, name: '' } as const;

/**
 * The author of what the site's daily retention job erased (docs/forms.md, personal data): no
 * member of staff, named so in the log (components/admin/audit-table.tsx).
 */
export const BY_RETENTION_JOB = { id: null, name: 'retention-job' } as const;

/** Who an entry is by: the member of staff signed in, BY_EMAILED_LINK or BY_RETENTION_JOB. */
export type AuditAuthor = { id: number; name: string } | typeof BY_EMAILED_LINK | typeof BY_RETENTION_JOB;

/**
 * The audit log's entry for one back-office write (docs/back-office.md): who, what (`action`,
 * e.g. "testimonial.approve"), on which record (`subject`, e.g. "testimonial:12") and, for an
 * edit, the values written. Written in the same transaction as the change itself.
 */
export function auditEntry(
  // Only its audit table: a transaction's client passes as well (an entry about a row just made).
  db: Pick<Db, 'auditEntry'>,
  staff: AuditAuthor,
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
