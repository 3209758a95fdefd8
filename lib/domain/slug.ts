// Letters that NFD does not decompose into a base letter plus a combining mark.
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l' };

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[ßæœøł]/g, (letter) => LIGATURES[letter] ?? '')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // Hyphens separate words like whitespace does, so "Saint-Gilles" stays two words.
      .replace(/[\s_-]+/g, ' ')
      .replace(/[^a-z0-9 ]/g, '')
      .trim()
      .replace(/ +/g, '-')
  );
}

/** Joins category, sub-category and article names into an article path such as "/nos-services/vente/". */
export function articlePath(parts: readonly string[]): string {
  const slugs = parts.map(slugify).filter((slug) => slug !== '');
  return slugs.length === 0 ? '/' : `/${slugs.join('/')}/`;
}
