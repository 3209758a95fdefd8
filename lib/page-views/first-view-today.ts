import { brusselsDay } from '@/lib/i18n/dates';
import { rateLimiter } from '@/lib/rate-limit';
import { derivedKey } from '@/lib/security/derived-key';
import { hmacSignature } from '@/lib/security/hmac-signature';

// Owners read their counts as "people who looked at my property": one visitor counts once per
// property and Brussels day, however often they reload, switch language or come back. A visitor is
// their address and browser, recognised without a cookie. Both marks below live in the rate-limit
// store (the database or Redis), so every instance sees them, and expire after a day; the day is
// part of each key, so midnight in Brussels starts afresh whatever the store's clock.
const DAY_SECONDS = 25 * 3600; // the longest Brussels day, when the clocks go back

const seenToday = rateLimiter({ name: 'page-views:visitor', points: 1, windowSeconds: DAY_SECONDS });
// A new user agent makes a new "visitor" for free; a household or an office behind one address
// rarely has more browsers than this on one property in a day.
const browsersPerAddress = rateLimiter({ name: 'page-views:address', points: 20, windowSeconds: DAY_SECONDS });

/**
 * The store's key for these parts: an HMAC under a secret key, so that unlike the store's plain
 * hash it cannot be matched against the few billion IPv4 addresses: no address is kept, in effect.
 */
const keyOf = (...parts: (string | number)[]) => hmacSignature(derivedKey('page-visitor'), JSON.stringify(parts));

export type Visitor = { address: string; userAgent: string };

/** Whether `visitor` viewing the property at `at` is their first view of it that day (and so counts). */
export async function isFirstViewToday(
  { address, userAgent }: Visitor,
  propertyId: number,
  at: Date,
): Promise<boolean> {
  const day = brusselsDay(at);
  if (!(await seenToday.consume(keyOf(address, userAgent, propertyId, day))).allowed) return false;
  return (await browsersPerAddress.consume(keyOf(address, propertyId, day))).allowed;
}
