import { hmacSignature, matchesSignature } from '@/lib/security/hmac-signature';

// The proof a form sent without script carries instead of the proof of work (docs/forms.md, bots
// without script): the time its page was rendered, signed by the server. A person needs more than
// a few seconds to fill in a form; a bot that posts the page it just fetched does not wait. Pages
// are kept in the page cache for up to a minute (docs/caching.md), so one token is served to many
// visitors and is older than their visit: it proves "not sent within MIN_AGE of the render", which
// is all the rule needs, and each visitor waits at least that long anyway.

/** Sent sooner than this after the page was rendered: a bot's speed, not a person's. */
export const TIME_TOKEN_MIN_AGE_SECONDS = 3;
/**
 * Older than this the token is refused, so that one harvested token does not serve for ever; a
 * visitor who left a page open longer gets the form back with what they typed and sends it again.
 */
export const TIME_TOKEN_MAX_AGE_SECONDS = 24 * 3600;

const PREFIX = 'time.';
const TOKEN = /^time\.(\d{1,12})\.([\w-]{43})$/;

const signed = (issuedSeconds: number) => `form-time:${issuedSeconds}`;

// Every page rendered within the same second carries the same token: signed once.
let lastIssued: { key: string; issued: number; token: string } | null = null;

/** The token of a page rendered at `now`. */
export function issueTimeToken(key: string, now: Date): string {
  const issued = Math.floor(now.getTime() / 1000);
  if (lastIssued?.key !== key || lastIssued.issued !== issued) {
    lastIssued = { key, issued, token: `${PREFIX}${issued}.${hmacSignature(key, signed(issued))}` };
  }
  return lastIssued.token;
}

/** Whether a form's proof field holds a time token (else it is the proof of work's payload, or nothing). */
export function isTimeToken(proof: string): boolean {
  return proof.startsWith(PREFIX);
}

export type TimeTokenCheck = 'valid' | 'tooSoon' | 'expired' | 'invalid';

/** What the token says of a form sent at `now`. */
export function checkTimeToken(key: string, token: string, now: Date): TimeTokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return 'invalid';
  const issued = Number(match[1]);
  if (!matchesSignature(key, signed(issued), match[2])) return 'invalid';
  const age = now.getTime() / 1000 - issued;
  if (age < TIME_TOKEN_MIN_AGE_SECONDS) return 'tooSoon';
  return age > TIME_TOKEN_MAX_AGE_SECONDS ? 'expired' : 'valid';
}
