/** A `tel:` link to a phone number as written for people ("+32 2 123 45 67"): its digits and plus sign only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
