// A field's id is its form's prefix and its name: "contact" and "applicantA.firstName" give
// "contact-applicant-a-first-name", which its hint's and error's ids extend (components/forms/field-kit.tsx).

/** "applicantA.firstName" → "applicant-a-first-name": a field's name as it stands in an id. */
function idPart(name: string): string {
  return name.replace(/\./g, '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The id of the field `name` of the form whose ids start with `prefix`. */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${idPart(name)}`;
}
