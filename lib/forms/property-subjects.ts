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

/** The contact page showing the form of `subject` about property `propertyId` (for the app's Link). */
export function propertyFormHref(propertyId: number, subject: PropertyFormSubject) {
  return { pathname: '/contact', query: { property: String(propertyId), subject } } as const;
}
