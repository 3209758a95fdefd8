import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Visitors are in Belgium and Luxembourg: a number without country code is read as Belgian, and
// only numbers of those two countries (or a valid international one) are accepted.
export function normalizePhone(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const phone = parsePhoneNumberFromString(text, 'BE');
  if (!phone?.isValid()) return null;
  return phone.number;
}
