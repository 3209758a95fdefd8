// The forms a property page links to (components/property/contact-block.tsx): the contact page
// shows the one named by ?subject= for the property named by ?property= (docs/forms.md, property
// subjects).
export const PROPERTY_FORM_SUBJECTS = [
  'contact',
  'visit',
  'offer',
  'application',
  'send-to-friend',
  'documents',
] as const;
export type PropertyFormSubject = (typeof PROPERTY_FORM_SUBJECTS)[number];

export function propertyFormSubject(value: unknown): PropertyFormSubject {
  return (PROPERTY_FORM_SUBJECTS as readonly unknown[]).includes(value) ? (value as PropertyFormSubject) : 'contact';
}

/** A positive whole number from a query parameter, or null. */
export function idParameter(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
