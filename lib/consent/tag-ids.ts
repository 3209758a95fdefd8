// The shapes of the tag ids the agency configures in Site info (docs/consent.md, which tags load),
// in one place: the back-office refuses another shape, and the pages ignore one that reached the
// database some other way, so an id with a typo never ends up in a script URL.

export type TagIdKind = 'tagManagerId' | 'analyticsId' | 'adsId' | 'socialPixelId';

export const TAG_ID_KINDS: readonly TagIdKind[] = ['tagManagerId', 'analyticsId', 'adsId', 'socialPixelId'];

export const TAG_ID_FORMATS: Record<TagIdKind, { pattern: RegExp; example: string }> = {
  tagManagerId: { pattern: /^GTM-[A-Z0-9]{4,12}$/, example: 'GTM-AB12CD3' },
  analyticsId: { pattern: /^G-[A-Z0-9]{4,14}$/, example: 'G-AB12CD34EF' },
  adsId: { pattern: /^AW-\d{5,15}$/, example: 'AW-123456789' },
  socialPixelId: { pattern: /^\d{10,20}$/, example: '123456789012345' },
};

/** Longer than any valid id: what a form field may hold. */
export const TAG_ID_MAX_LENGTH = 40;

/** An id as the site uses it (trimmed, in capitals), or null when it has another shape. */
export function normalizedTagId(kind: TagIdKind, value: string | null | undefined): string | null {
  const id = value?.trim().toUpperCase();
  return id && TAG_ID_FORMATS[kind].pattern.test(id) ? id : null;
}

/**
 * The same rule for a form's `pattern` attribute, which takes no flags: letters in either case and
 * spaces around, as normalizedTagId accepts them, so the browser stops exactly what the server refuses.
 */
export function tagIdInputPattern(kind: TagIdKind): string {
  const body = TAG_ID_FORMATS[kind].pattern.source
    .slice(1, -1)
    .replaceAll('A-Z', 'A-Za-z')
    .replace(/(?<!\[[^\]]*)[A-Z]/g, (letter) => `[${letter}${letter.toLowerCase()}]`);
  return `\\s*${body}\\s*`;
}
