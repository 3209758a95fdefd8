import 'server-only';
import type { z } from 'zod';
import { db } from '@/lib/db';
import { normalizeOriginalPath } from '@/lib/site/breadcrumb-parents';

// What the writes of a menu page share (lib/admin/create-menu-page.ts and its siblings).

/** The audit log's subject of a menu page. */
export const menuPageSubject = (id: number) => `menuPage:${id}`;

/** A redirect page needs the address it redirects to. */
export function requireRedirectUrl(input: { type?: string; redirectUrl: string | null }, context: z.RefinementCtx) {
  if (input.type === 'redirect' && !input.redirectUrl)
    context.addIssue({ code: 'custom', message: 'required', path: ['redirectUrl'] });
}

/**
 * Whether another page, or another row of the breadcrumb table, already has this original path
 * (compared as the site compares paths: docs/cms.md, original paths).
 */
export async function pathTaken(path: string, page: { id: number; path: string } | null): Promise<boolean> {
  const wanted = normalizeOriginalPath(path);
  if (page && wanted === normalizeOriginalPath(page.path)) return false;
  const [pages, row] = await Promise.all([
    db.menuPage.findMany({ select: { id: true, path: true } }),
    db.originalPath.findUnique({ where: { path: wanted }, select: { path: true } }),
  ]);
  return row !== null || pages.some((other) => other.id !== page?.id && normalizeOriginalPath(other.path) === wanted);
}
