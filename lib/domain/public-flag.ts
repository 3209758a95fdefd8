// The CMS stores flags either as booleans or as the strings 'true'/'false' (docs/cms.md, public flags).
export function isPublic(flag: unknown): boolean {
  return flag === true || flag === 'true';
}

export type PublicField = { value?: string | null; public?: unknown };

/** The field's text when it is public and not blank, else null. */
export function publicText(field?: PublicField | null): string | null {
  if (!field || !isPublic(field.public) || typeof field.value !== 'string') return null;
  const text = field.value.trim();
  return text === '' ? null : text;
}
