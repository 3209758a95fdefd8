// Postcodes in forms (docs/domain-rules.md): the agency works in Belgium and Luxembourg. Belgian codes are four digits
// from 1000 to 9999; Luxembourg's are written "L-1234" (also four digits, 1000–9999), and visitors
// often type them without the prefix or with a space, so those spellings are accepted too.
const POSTCODE = /^(?:(L)[-\s]?)?([1-9]\d{3})$/;

/** "1180" or "L-1234" for a valid Belgian or Luxembourg postcode, otherwise null. */
export function normalizePostcode(value: string): string | null {
  const match = POSTCODE.exec(value.trim().toUpperCase());
  if (!match) return null;
  const [, luxembourg, digits] = match;
  return luxembourg ? `L-${digits}` : digits!;
}
