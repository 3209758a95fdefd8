import '@/lib/zod-without-eval';
import { z } from 'zod';
import { normalizeEmail } from '@/lib/auth/account';
import { normalizePhone } from '@/lib/domain/phone';

// Whom an access or erasure request is about (docs/forms.md, personal data): an e-mail address or
// a phone number, as staff type it from the request. The forms store e-mail addresses in lower
// case and phone numbers as typed, so a phone is compared by its international form.

export type PersonIdentifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const emailShape = z.email().max(254);

/** The person `text` names: an e-mail address (lower case), a phone number (E.164), or null. */
export function personIdentifier(text: string): PersonIdentifier | null {
  const trimmed = text.trim();
  if (trimmed.includes('@')) {
    const email = normalizeEmail(trimmed);
    return emailShape.safeParse(email).success ? { kind: 'email', value: email } : null;
  }
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

// What a phone number looks like as typed: worth parsing, unlike a name or a price.
const PHONE_LIKE = /^\s*\+?[\d\s./()-]{8,}\s*$/;

function isThePerson(text: string, person: PersonIdentifier): boolean {
  if (person.kind === 'email') return normalizeEmail(text) === person.value;
  return PHONE_LIKE.test(text) && normalizePhone(text) === person.value;
}

/**
 * Whether a stored value (a lead's payload, an audit entry's values) holds the person's address
 * or number anywhere, at any depth, as a whole field: "jan@x.be" is not in "bojan@x.be".
 */
export function mentionsPerson(value: unknown, person: PersonIdentifier): boolean {
  if (typeof value === 'string') return isThePerson(value, person);
  if (Array.isArray(value)) return value.some((item) => mentionsPerson(item, person));
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((item) => mentionsPerson(item, person));
  return false;
}
