import { hmacSignature, matchesSignature } from '@/lib/security/hmac-signature';

// One-click unsubscribe links (search alerts, newsletter): the link carries the row's id and an
// HMAC of it, so nobody can unsubscribe somebody else by changing the id, and no token has to be
// stored. The purpose is part of what is signed: an alert's token never unsubscribes a newsletter
// subscription with the same id.

export const UNSUBSCRIBE_KINDS = ['alert', 'newsletter'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export function isUnsubscribeKind(value: unknown): value is UnsubscribeKind {
  return typeof value === 'string' && (UNSUBSCRIBE_KINDS as readonly string[]).includes(value);
}

const message = (kind: UnsubscribeKind, id: number) => `unsubscribe:${kind}:${id}`;

/** The token of one alert or subscription: base64url HMAC-SHA256 of its kind and id. */
export function signUnsubscribe(key: string, kind: UnsubscribeKind, id: number): string {
  return hmacSignature(key, message(kind, id));
}

/** Whether `token` was signed for this kind and id; compared in constant time. */
export function verifyUnsubscribe(key: string, kind: UnsubscribeKind, id: number, token: string): boolean {
  return Number.isSafeInteger(id) && id > 0 && matchesSignature(key, message(kind, id), token);
}
