import { MAX_RECORD_ID } from '@/lib/http/record-id';
import { openSealedText, sealText } from '@/lib/security/sealed-text';

// The token of the link in a visit's confirmation (docs/forms.md, changing a booked visit): the
// booking's lead id and the link's expiry, sealed (lib/security/sealed-text.ts), so the address
// shows neither, nobody can make one for another booking, and no token is stored. Bound to the
// lead rather than the slot: after a move, the first mail's link shows the visit where it now is.

/** A link works until a day after its visit: opened then, it says the visit is over rather than nothing. */
export const VISIT_LINK_GRACE_MS = 24 * 60 * 60 * 1000;

const SEALED = /^(\d{1,10})\.(\d{1,12})$/;

/** The token of the link to lead `leadId`'s visit, valid until VISIT_LINK_GRACE_MS after `visitEndsAt`. */
export function visitLinkToken(key: string, leadId: number, visitEndsAt: Date): string {
  const expires = Math.floor((visitEndsAt.getTime() + VISIT_LINK_GRACE_MS) / 1000);
  return sealText(key, `${leadId}.${expires}`);
}

/** The lead a token names, or null when it was not sealed under `key`, was changed, or has expired. */
export function visitLinkLead(key: string, token: unknown, now = new Date()): number | null {
  const match = SEALED.exec(openSealedText(key, token) ?? '');
  if (!match) return null;
  const leadId = Number(match[1]);
  const expires = Number(match[2]);
  return leadId > 0 && leadId <= MAX_RECORD_ID && expires * 1000 > now.getTime() ? leadId : null;
}
