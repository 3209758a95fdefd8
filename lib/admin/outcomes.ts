/**
 * What a back-office write tells the member of staff afterwards (keys of Admin.outcome): it
 * travels in the query of the page the write returns to (lib/admin/write-route.ts).
 */
export const WRITE_NOTICES = ['testimonialApproved', 'testimonialHidden', 'testimonialSaved'] as const;
export const WRITE_ERRORS = ['invalid', 'gone'] as const;

export type WriteNotice = (typeof WRITE_NOTICES)[number];
export type WriteError = (typeof WRITE_ERRORS)[number];
/** `field`: the form field (its name, dotted when nested) that made the input invalid. */
export type WriteOutcome = { notice: WriteNotice } | { error: WriteError; field?: string };

export function isWriteNotice(value: unknown): value is WriteNotice {
  return WRITE_NOTICES.includes(value as WriteNotice);
}

export function isWriteError(value: unknown): value is WriteError {
  return WRITE_ERRORS.includes(value as WriteError);
}
