export const DESCRIPTION_LIMIT = 250;
// Cutting at a word is only worth it if it keeps most of the text: 80 percent (docs/domain-rules.md).
const WORD_CUT_RATIO = 0.8;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

// Descriptions come from the CRM as HTML; the cut must count visible characters only.
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') {
        const key = name.toLowerCase();
        // Own keys only: "&constructor;" names no entity, whatever every object inherits.
        return Object.hasOwn(ENTITIES, key) ? ENTITIES[key]! : entity;
      }
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain-text teaser of at most `limit` characters plus an ellipsis. */
export function truncateDescription(text: string | null | undefined, limit = DESCRIPTION_LIMIT): string {
  const plain = plainText(text ?? '');
  if (plain.length <= limit) return plain;
  // Searching from `limit` itself keeps a word that ends exactly at the limit.
  const lastSpace = plain.lastIndexOf(' ', limit);
  const end = lastSpace >= WORD_CUT_RATIO * limit ? lastSpace : limit;
  return `${plain.slice(0, end).replace(/[\s.,;:!?…–—-]+$/u, '')}…`;
}
