import { isUnsubscribeKind, verifyUnsubscribe, type UnsubscribeKind } from '@/lib/alerts/unsubscribe-token';
import type { Db } from '@/lib/prisma-client';

export type UnsubscribeRequest = { kind: UnsubscribeKind; id: number; token: string };
export type UnsubscribeState = 'invalid' | 'active' | 'unsubscribed';

/** The link's kind, id and token, or null when the link was cut or changed by hand. */
export function parseUnsubscribeRequest(get: (name: string) => string | null | undefined): UnsubscribeRequest | null {
  const kind = get('kind');
  const id = Number(get('id'));
  const token = get('token');
  if (!isUnsubscribeKind(kind) || !Number.isSafeInteger(id) || id <= 0 || !token) return null;
  return { kind, id, token };
}

function findRow(db: Db, { kind, id }: UnsubscribeRequest) {
  const query = { where: { id }, select: { unsubscribedAt: true } } as const;
  return kind === 'alert' ? db.searchAlert.findUnique(query) : db.newsletterSubscription.findUnique(query);
}

function stop(db: Db, { kind, id }: UnsubscribeRequest, now: Date) {
  const update = { where: { id, unsubscribedAt: null }, data: { unsubscribedAt: now } };
  return kind === 'alert' ? db.searchAlert.updateMany(update) : db.newsletterSubscription.updateMany(update);
}

/** What the unsubscribe page shows: a forged or unknown link, a confirm button, or "you have been unsubscribed". */
export async function unsubscribeState(
  db: Db,
  key: string,
  request: UnsubscribeRequest | null,
): Promise<UnsubscribeState> {
  if (!request || !verifyUnsubscribe(key, request.kind, request.id, request.token)) return 'invalid';
  const row = await findRow(db, request);
  // A link the site signed whose row is gone: erased once its keeping time after the
  // unsubscription was over, or at its owner's request (docs/forms.md, personal data).
  if (!row) return 'unsubscribed';
  return row.unsubscribedAt ? 'unsubscribed' : 'active';
}

/**
 * Stops the alert or subscription the signed link names; false for a forged or unknown link.
 * Unsubscribing twice is fine and keeps the first date.
 */
export async function unsubscribe(db: Db, key: string, request: UnsubscribeRequest | null, now = new Date()) {
  const state = await unsubscribeState(db, key, request);
  if (state === 'invalid' || !request) return false;
  await stop(db, request, now);
  return true;
}
