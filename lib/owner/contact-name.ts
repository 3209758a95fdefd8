// Owners see who showed interest, but not the visitor's full identity: the agency handles the
// contact. "Marie Dupont" → "Marie D."; anything unreadable → null.
export function discreetName(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { firstName, lastName } = payload as { firstName?: unknown; lastName?: unknown };
  const first = typeof firstName === 'string' ? firstName.trim() : '';
  const last = typeof lastName === 'string' ? lastName.trim() : '';
  if (!first && !last) return null;
  return [first, last ? `${last.charAt(0).toUpperCase()}.` : ''].filter(Boolean).join(' ');
}
