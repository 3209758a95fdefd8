import { verifyAlertConfirmation } from '@/lib/alerts/confirmation-link';
import type { Db } from '@/lib/prisma-client';

export type ConfirmationRequest = { id: number; token: string };

/**
 * What the confirmation page shows: a forged or unknown link, a confirm button, the alert active,
 * a link followed too late (the alert was never confirmed and is not mailed), or an alert stopped.
 */
export type ConfirmationState = 'invalid' | 'pending' | 'confirmed' | 'expired' | 'unsubscribed';

/** How long a confirmation link works: an address nobody confirms is not kept waiting for ever. */
export const CONFIRMATION_DAYS = 7;

/** The link's id and token, or null when the link was cut or changed by hand. */
export function parseConfirmationRequest(get: (name: string) => string | null | undefined): ConfirmationRequest | null {
  const id = Number(get('id'));
  const token = get('token');
  if (!Number.isSafeInteger(id) || id <= 0 || !token) return null;
  return { id, token };
}

const deadline = (now: Date) => new Date(now.getTime() - CONFIRMATION_DAYS * 86_400_000);

export async function confirmationState(
  db: Db,
  key: string,
  request: ConfirmationRequest | null,
  now = new Date(),
): Promise<ConfirmationState> {
  if (!request || !verifyAlertConfirmation(key, request.id, request.token)) return 'invalid';
  const alert = await db.searchAlert.findUnique({
    where: { id: request.id },
    select: { createdAt: true, confirmedAt: true, unsubscribedAt: true },
  });
  if (!alert) return 'invalid';
  if (alert.unsubscribedAt) return 'unsubscribed';
  if (alert.confirmedAt) return 'confirmed';
  return alert.createdAt < deadline(now) ? 'expired' : 'pending';
}

/**
 * Activates the alert the signed link names, when it waits for it; answers the state it leaves
 * the alert in. Confirming twice is fine and keeps the first date.
 */
export async function confirmAlert(
  db: Db,
  key: string,
  request: ConfirmationRequest | null,
  now = new Date(),
): Promise<ConfirmationState> {
  const state = await confirmationState(db, key, request, now);
  if (state !== 'pending' || !request) return state;
  const { count } = await db.searchAlert.updateMany({
    where: { id: request.id, confirmedAt: null, unsubscribedAt: null, createdAt: { gte: deadline(now) } },
    data: { confirmedAt: now },
  });
  // Nothing changed: unsubscribed or confirmed meanwhile; say which.
  return count === 1 ? 'confirmed' : confirmationState(db, key, request, now);
}
