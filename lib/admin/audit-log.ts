import 'server-only';
import { actionAreas, type AuditFilter } from '@/lib/admin/audit-filter';
import { pageCount, pageSlice } from '@/lib/domain/paging';
import { db } from '@/lib/db';

// The audit log's page (docs/back-office.md): every entry lib/staff/audit.ts wrote, newest first.

export const AUDIT_PAGE_SIZE = 50;

/** One page of the entries `filter` keeps, newest first, with how many it keeps in all. */
export async function auditEntries(filter: AuditFilter) {
  const where = {
    ...(filter.staffId !== null && { staffId: filter.staffId }),
    ...(filter.action !== null && { action: { startsWith: filter.action } }),
  };
  const [total, entries] = await Promise.all([
    db.auditEntry.count({ where }),
    db.auditEntry.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageSlice(filter.page, AUDIT_PAGE_SIZE),
      select: { id: true, staffId: true, staffName: true, action: true, subject: true, detail: true, createdAt: true },
    }),
  ]);
  return { total, pages: pageCount(total, AUDIT_PAGE_SIZE), entries };
}

/** What the filters offer: every member of staff, and the actions the log holds, by area. */
export async function auditFilterChoices() {
  const [staff, actions] = await Promise.all([
    db.staff.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }], select: { id: true, name: true } }),
    db.auditEntry.groupBy({ by: ['action'], orderBy: { action: 'asc' } }),
  ]);
  return { staff, areas: actionAreas(actions.map((row) => row.action)) };
}
