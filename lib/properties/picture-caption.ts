/**
 * A picture's caption in the visitor's language: the CRM names pictures per language record
 * (`captions`, JSON by language); without one in this language, the first language's (`name`).
 */
export function pictureCaption(
  picture: { name: string | null; captions: string | null },
  locale: string,
): string | null {
  if (picture.captions) {
    try {
      const byLanguage = JSON.parse(picture.captions) as Record<string, unknown>;
      const caption = byLanguage[locale];
      if (typeof caption === 'string' && caption.trim()) return caption;
    } catch {
      // An unreadable column falls back to the first language's caption.
    }
  }
  return picture.name;
}
