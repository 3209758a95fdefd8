import type { Prisma } from '@/generated/prisma/client';

/**
 * The alerts that are mailed and counted: confirmed by their owner (an alert made from a listing's
 * filters waits for the link in its confirmation mail: docs/forms.md) and not unsubscribed.
 */
export const ACTIVE_ALERT = {
  confirmedAt: { not: null },
  unsubscribedAt: null,
} as const satisfies Prisma.SearchAlertWhereInput;
