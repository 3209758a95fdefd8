import { recordIdParam } from '@/lib/http/record-id';

// The audit log's filters (app/admin/audit), read from its page's query and written back into its
// links: one member of staff, one area ("owner.") or action ("owner.link"), one page.

const MAX_PAGE = 100_000;
// An area or an action as the back-office's writes name them (lib/staff/audit.ts).
const ACTION_PREFIX = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]*)*$/;

export type AuditFilter = { staffId: number | null; action: string | null; page: number };
type Query = Record<string, string | string[] | undefined>;

/** The log's filters from the page's query: anything malformed is no filter. */
export function auditFilter(query: Query): AuditFilter {
  const { staff, action, page } = query;
  const pageNumber = recordIdParam(page);
  return {
    staffId: recordIdParam(staff),
    action: typeof action === 'string' && action.length <= 60 && ACTION_PREFIX.test(action) ? action : null,
    page: pageNumber !== null && pageNumber <= MAX_PAGE ? pageNumber : 1,
  };
}

/** The query string of the log's page for `filter` (its first page unless another is given). */
export function auditQuery(filter: AuditFilter): string {
  const query = new URLSearchParams();
  if (filter.staffId !== null) query.set('staff', String(filter.staffId));
  if (filter.action !== null) query.set('action', filter.action);
  if (filter.page > 1) query.set('page', String(filter.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** An action's area: the part before its first dot ("owner" for "owner.link"). */
export function areaOf(action: string): string {
  return action.split('.')[0] ?? action;
}

/** Actions grouped by area, both in alphabetical order, as the filter offers them. */
export function actionAreas(actions: readonly string[]): { area: string; actions: string[] }[] {
  const areas = new Map<string, string[]>();
  for (const action of [...actions].sort()) {
    const area = areaOf(action);
    areas.set(area, [...(areas.get(area) ?? []), action]);
  }
  return [...areas].map(([area, list]) => ({ area, actions: list }));
}
